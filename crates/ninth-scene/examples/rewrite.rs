//! Parses a scene file and prints it as written back by `ninth_scene::write`:
//! `cargo run -p ninth-scene --example rewrite -- FILE.scene`.

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: rewrite FILE.scene");
        std::process::exit(2);
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(1);
        }
    };
    match ninth_scene::parse(&text) {
        Ok(scene) => print!("{}", ninth_scene::write(&scene)),
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(1);
        }
    }
}
