//! Format data sizes used to check `fill ... bytes`.

use ninth_scene::format::{format_layout, full_chain, level_extent, level_size};

#[test]
fn level_sizes() {
    assert_eq!(level_size(21, 16, 16, 1, 0), Some(1024), "A8R8G8B8");
    assert_eq!(level_size(21, 16, 16, 1, 4), Some(4), "A8R8G8B8 1x1");
    assert_eq!(
        level_size(20, 3, 3, 1, 0),
        Some(27),
        "R8G8B8 tightly packed"
    );
    assert_eq!(
        level_size(0x3154_5844, 16, 16, 1, 0),
        Some(128),
        "DXT1 4x4 blocks"
    );
    assert_eq!(
        level_size(0x3154_5844, 8, 8, 1, 1),
        Some(8),
        "DXT1 4x4 level"
    );
    assert_eq!(
        level_size(0x3154_5844, 8, 8, 1, 3),
        Some(8),
        "DXT1 1x1 level is one block"
    );
    assert_eq!(
        level_size(0x3554_5844, 5, 5, 1, 0),
        Some(64),
        "DXT5 2x2 blocks"
    );
    assert_eq!(level_size(116, 4, 4, 1, 0), Some(256), "A32B32G32R32F");
    assert_eq!(
        level_size(50, 8, 4, 4, 1),
        Some(4 * 2 * 2),
        "L8 volume level 1"
    );
    assert_eq!(level_size(0, 4, 4, 1, 0), None);
    assert!(format_layout(0x3154_5844).is_some_and(|l| l.is_block()));
    assert!(!format_layout(21).is_some_and(|l| l.is_block()));
}

#[test]
fn mip_chains() {
    assert_eq!(full_chain(1), 1);
    assert_eq!(full_chain(16), 5);
    assert_eq!(full_chain(17), 5);
    assert_eq!(full_chain(0), 1);
    assert_eq!(level_extent(16, 2), 4);
    assert_eq!(level_extent(16, 9), 1);
    assert_eq!(level_extent(16, 40), 1);
}
