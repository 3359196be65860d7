//! The texture table: 4096 ids shared by uncached textures and render-target aliases; a full
//! table is a Texture error that draws nothing and leaves the renderer working, and destroying
//! a texture or a context frees its slot. Also the backend names `NINTH_BACKEND` accepts.

mod common;
use common::*;
use ninth_render::{BackendChoice, ErrorKind, MAX_TEXTURES, Primitive, RhwDrawState};

#[test]
fn table_holds_4096_ids_shared_with_context_aliases() {
    let mut r = renderer();
    let ctx = r.create_context(4, 4).unwrap();
    assert_eq!(r.texture_table_len(), 1, "a context takes one alias slot");
    let mut ids = Vec::new();
    for _ in 1..MAX_TEXTURES {
        ids.push(r.create_texture(1, 1, Some(&[0, 0, 255, 255])).unwrap());
    }
    assert_eq!(r.texture_table_len(), MAX_TEXTURES);
    let full = r.create_texture(1, 1, None).unwrap_err();
    assert_eq!(full.kind, ErrorKind::Texture);
    assert!(full.message.contains("4096"), "{full}");
    let no_room = r.create_context(4, 4).unwrap_err();
    assert_eq!(
        no_room.kind,
        ErrorKind::Texture,
        "a context needs an alias slot too"
    );

    // Destroying a texture frees its slot for a new one; the old id stays invalid.
    let old = ids.pop().unwrap();
    r.destroy_texture(old).unwrap();
    let fresh = r.create_texture(1, 1, Some(&[0, 255, 0, 255])).unwrap();
    assert_ne!(old, fresh);
    assert_eq!(r.destroy_texture(old).unwrap_err().kind, ErrorKind::Texture);

    // The renderer still draws with the newest texture: green, sampled by a full quad.
    let state = RhwDrawState {
        texture: Some(fresh),
        ..Default::default()
    };
    let quad = pack(&textured_quad(0.0, 0.0, 4.0, 4.0, 0xffff_ffff));
    r.draw_rhw(ctx, &state, Primitive::TriangleList, &quad, 28, None)
        .unwrap();
    assert_eq!(read_pixel(&mut r, ctx, 2, 2), 0xff00_ff00);

    // Destroying the context frees its alias slot.
    r.destroy_context(ctx).unwrap();
    assert_eq!(r.texture_table_len(), MAX_TEXTURES - 1);
    r.create_context(2, 2).unwrap();
}

#[test]
fn backend_names() {
    assert_eq!(
        BackendChoice::parse("Vulkan").unwrap(),
        BackendChoice::Vulkan
    );
    assert_eq!(BackendChoice::parse("metal").unwrap(), BackendChoice::Metal);
    assert_eq!(BackendChoice::parse("dx12").unwrap(), BackendChoice::Dx12);
    assert_eq!(BackendChoice::parse(" gl ").unwrap(), BackendChoice::Gl);
    let e = BackendChoice::parse("glide").unwrap_err();
    assert_eq!(e.kind, ErrorKind::Args);
    assert!(e.message.contains("glide"), "{e}");
}
