#[path = "../tests/common/readable.rs"]
mod readable;
fn main() {
    let mut text = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin(), &mut text).unwrap();
    let text = text.replace("\\n", "\n");
    let tokens = ninth_shader::asm::assemble(&text).unwrap();
    let mut o = ninth_shader::wgsl::Options::default();
    let has = |x: &str| std::env::args().any(|a| a == x);
    if has("zr") { o.zero_times_inf = true; }
    if has("alpha") { o.alpha_test = true; }
    if has("fogv") { o.fog = ninth_shader::wgsl::FogMode::Vertex; }
    if has("fogl") { o.fog = ninth_shader::wgsl::FogMode::Linear; }
    if has("foge") { o.fog = ninth_shader::wgsl::FogMode::Exp; }
    if has("foge2") { o.fog = ninth_shader::wgsl::FogMode::Exp2; }
    if has("shadow") { o.shadow_samplers = 1; }
    let t = ninth_shader::translate_bytecode(&tokens, &o);
    match t {
        Ok(t) => {
            let w = t.wgsl().unwrap();
            let r = if std::env::args().any(|a| a == "raw") { w.clone() } else { readable::readable(&w) };
            // only functions
            let i = if std::env::args().any(|a| a == "all") { 0 } else { r.find("\nfn ").unwrap_or(0) };
            print!("{}", &r[i..]);
        }
        Err(e) => println!("ERROR {e}"),
    }
}
