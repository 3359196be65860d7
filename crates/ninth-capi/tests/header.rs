//! The committed header `include/ninth_renderer.h` is what cbindgen generates from this crate
//! now (CI runs this test, so a change to the API without the header fails). With
//! `NINTH_BLESS_HEADER=1` the test writes the header instead.

use std::path::Path;

#[test]
fn committed_header_matches_cbindgen() {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let config = cbindgen::Config::from_file(crate_dir.join("cbindgen.toml"))
        .expect("reading cbindgen.toml");
    let bindings = cbindgen::Builder::new()
        .with_crate(crate_dir)
        .with_config(config)
        .generate()
        .expect("cbindgen generating the header");
    let mut generated = Vec::new();
    bindings.write(&mut generated);
    let path = crate_dir.join("include/ninth_renderer.h");
    if std::env::var_os("NINTH_BLESS_HEADER").is_some() {
        std::fs::write(&path, &generated).expect("writing the header");
        return;
    }
    let committed = std::fs::read(&path).unwrap_or_default();
    assert!(
        committed == generated,
        "{} differs from what cbindgen generates now; regenerate it with\n  \
         NINTH_BLESS_HEADER=1 cargo test -p ninth-capi --test header\nand commit it",
        path.display()
    );
}
