#[path = "../tests/common/readable.rs"]
mod readable;
fn main() {
    let mut text = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin(), &mut text).unwrap();
    let text = text.replace("\\n", "\n");
    let tokens = ninth_shader::asm::assemble(&text).unwrap();
    let mut o = ninth_shader::wgsl::Options::default();
    if std::env::args().any(|a| a == "zr") { o.zero_times_inf = true; }
    let t = ninth_shader::translate_bytecode(&tokens, &o);
    match t {
        Ok(t) => {
            let w = t.wgsl().unwrap();
            let r = readable::readable(&w);
            // only functions
            let i = r.find("\nfn ").unwrap_or(0);
            print!("{}", &r[i..]);
        }
        Err(e) => println!("ERROR {e}"),
    }
}
