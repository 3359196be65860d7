//! The on-disk cache files: round trips, every kind of bad file read as `None` without a
//! panic, concurrent writers never showing a half file, and the manifest payload.

use std::ffi::OsString;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use ninth_render::disk_cache::{
    AdapterId, CacheDir, FORMAT_VERSION, FileKind, HEADER_LEN, MANIFEST_MAX_ENTRIES,
    MANIFEST_MAX_KEY, MANIFEST_MAX_RECIPE, Manifest, ManifestEntry, ManifestError, Reject,
    decode_file, encode_file, fnv1a64,
};

const ADAPTER: AdapterId = AdapterId(0x1234_5678_9abc_def0);

/// A fresh, empty folder under the target's temporary folder.
fn temp_dir(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("disk_cache")
        .join(format!("{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Counts the warnings logged on this thread.
struct CountWarnings(Arc<AtomicUsize>);

impl tracing::Subscriber for CountWarnings {
    fn enabled(&self, _: &tracing::Metadata<'_>) -> bool {
        true
    }
    fn new_span(&self, _: &tracing::span::Attributes<'_>) -> tracing::span::Id {
        tracing::span::Id::from_u64(1)
    }
    fn record(&self, _: &tracing::span::Id, _: &tracing::span::Record<'_>) {}
    fn record_follows_from(&self, _: &tracing::span::Id, _: &tracing::span::Id) {}
    fn event(&self, event: &tracing::Event<'_>) {
        if *event.metadata().level() == tracing::Level::WARN {
            self.0.fetch_add(1, Ordering::SeqCst);
        }
    }
    fn enter(&self, _: &tracing::span::Id) {}
    fn exit(&self, _: &tracing::span::Id) {}
}

/// What `f` returns and how many warnings it logged.
fn warnings_during<R>(f: impl FnOnce() -> R) -> (R, usize) {
    let count = Arc::new(AtomicUsize::new(0));
    let r = tracing::subscriber::with_default(CountWarnings(count.clone()), f);
    (r, count.load(Ordering::SeqCst))
}

fn leftover_temps(dir: &std::path::Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect()
}

#[test]
fn fnv_known_values() {
    assert_eq!(fnv1a64(b""), 0xcbf2_9ce4_8422_2325);
    assert_eq!(fnv1a64(b"a"), 0xaf63_dc4c_8601_ec8c);
    assert_eq!(fnv1a64(b"foobar"), 0x8594_4171_f739_67e8);
}

#[test]
fn adapter_identity_depends_on_every_part() {
    let base = AdapterId::new(0x10de, 0x2330, "NVIDIA", "560.1", "Vulkan");
    assert_eq!(
        base,
        AdapterId::new(0x10de, 0x2330, "NVIDIA", "560.1", "Vulkan")
    );
    assert_ne!(
        base,
        AdapterId::new(0x1002, 0x2330, "NVIDIA", "560.1", "Vulkan")
    );
    assert_ne!(
        base,
        AdapterId::new(0x10de, 0x2331, "NVIDIA", "560.1", "Vulkan")
    );
    assert_ne!(
        base,
        AdapterId::new(0x10de, 0x2330, "NVIDIA", "560.2", "Vulkan")
    );
    assert_ne!(
        base,
        AdapterId::new(0x10de, 0x2330, "NVIDIA", "560.1", "Gl")
    );
    // Length-prefixed: moving a character from one text to the next changes the identity.
    assert_ne!(
        base,
        AdapterId::new(0x10de, 0x2330, "NVIDIA5", "60.1", "Vulkan")
    );
}

#[test]
fn cache_dir_resolution() {
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |k: &str| {
            pairs
                .iter()
                .find(|(n, _)| *n == k)
                .map(|(_, v)| OsString::from(v))
        }
    };
    let explicit = CacheDir::resolve("My Game", env(&[("NINTH_CACHE_DIR", "/x"), ("HOME", "/h")]));
    assert_eq!(explicit.unwrap().path(), std::path::Path::new("/x/My_Game"));
    let odd = CacheDir::resolve("../..", env(&[("NINTH_CACHE_DIR", "/x")])).unwrap();
    assert_eq!(odd.path(), std::path::Path::new("/x/.._.."));
    let dots = CacheDir::resolve("..", env(&[("NINTH_CACHE_DIR", "/x")])).unwrap();
    assert_eq!(dots.path(), std::path::Path::new("/x/default"));
    assert_eq!(CacheDir::resolve("g", env(&[])), None);
    #[cfg(all(unix, not(target_os = "macos")))]
    {
        let xdg = CacheDir::resolve("g", env(&[("XDG_CACHE_HOME", "/c"), ("HOME", "/h")]));
        assert_eq!(xdg.unwrap().path(), std::path::Path::new("/c/ninth/g"));
        let home = CacheDir::resolve("g", env(&[("XDG_CACHE_HOME", ""), ("HOME", "/h")]));
        assert_eq!(
            home.unwrap().path(),
            std::path::Path::new("/h/.cache/ninth/g")
        );
    }
    #[cfg(target_os = "macos")]
    {
        let home = CacheDir::resolve("g", env(&[("HOME", "/h")]));
        assert_eq!(
            home.unwrap().path(),
            std::path::Path::new("/h/Library/Caches/ninth/g")
        );
    }
    #[cfg(windows)]
    {
        let local = CacheDir::resolve("g", env(&[("LOCALAPPDATA", "C:\\L")]));
        assert_eq!(
            local.unwrap().path(),
            std::path::Path::new("C:\\L\\ninth\\g")
        );
    }
}

#[test]
fn round_trip_creates_folder_and_leaves_no_temp() {
    let dir = temp_dir("round_trip");
    let cache = CacheDir::at(dir.join("nested").join("app"));
    for kind in [
        FileKind::Manifest,
        FileKind::PipelineCache,
        FileKind::Module,
    ] {
        assert_eq!(cache.read(kind, 7, ADAPTER), None, "missing file");
        cache.write(kind, 7, ADAPTER, b"payload bytes").unwrap();
        assert_eq!(
            cache.read(kind, 7, ADAPTER).as_deref(),
            Some(&b"payload bytes"[..])
        );
        cache.write(kind, 7, ADAPTER, b"").unwrap();
        assert_eq!(cache.read(kind, 7, ADAPTER), Some(Vec::new()));
    }
    let big: Vec<u8> = (0..100_000u32).map(|i| (i * 31 % 251) as u8).collect();
    cache
        .write(FileKind::Module, 0xfeed, ADAPTER, &big)
        .unwrap();
    assert_eq!(cache.read(FileKind::Module, 0xfeed, ADAPTER), Some(big));
    assert_eq!(
        cache.read(FileKind::Module, 0xbeef, ADAPTER),
        None,
        "other key"
    );
    assert!(leftover_temps(cache.path()).is_empty());
}

#[test]
fn bad_bytes_are_rejected_without_panic() {
    let payload = b"some pipeline cache data".to_vec();
    let good = encode_file(FileKind::PipelineCache, ADAPTER, &payload);
    assert_eq!(good.len(), HEADER_LEN + payload.len());
    assert_eq!(
        decode_file(&good, FileKind::PipelineCache, ADAPTER),
        Ok(&payload[..])
    );

    // Truncated at every point, empty included.
    for cut in 0..good.len() {
        let r = decode_file(&good[..cut], FileKind::PipelineCache, ADAPTER);
        assert!(
            matches!(r, Err(Reject::Truncated { .. })),
            "cut {cut}: {r:?}"
        );
    }
    // One more byte.
    let mut longer = good.clone();
    longer.push(0);
    assert_eq!(
        decode_file(&longer, FileKind::PipelineCache, ADAPTER),
        Err(Reject::TrailingBytes)
    );
    // Every single flipped bit is caught.
    for at in 0..good.len() {
        for bit in 0..8 {
            let mut bad = good.clone();
            bad[at] ^= 1 << bit;
            let r = decode_file(&bad, FileKind::PipelineCache, ADAPTER);
            assert!(r.is_err(), "flip byte {at} bit {bit} accepted");
        }
    }
    let mut flipped = good.clone();
    *flipped.last_mut().unwrap() ^= 0xff;
    assert_eq!(
        decode_file(&flipped, FileKind::PipelineCache, ADAPTER),
        Err(Reject::Checksum)
    );
    // Version + 1.
    let mut newer = good.clone();
    newer[8..12].copy_from_slice(&(FORMAT_VERSION + 1).to_le_bytes());
    assert_eq!(
        decode_file(&newer, FileKind::PipelineCache, ADAPTER),
        Err(Reject::Version(FORMAT_VERSION + 1))
    );
    // Other adapter, wrong kind.
    let other = AdapterId(1);
    assert_eq!(
        decode_file(&good, FileKind::PipelineCache, other),
        Err(Reject::Adapter(ADAPTER.0))
    );
    assert!(matches!(
        decode_file(&good, FileKind::Manifest, ADAPTER),
        Err(Reject::Kind(2))
    ));
    // A huge length field.
    let mut huge = good.clone();
    huge[24..32].copy_from_slice(&u64::MAX.to_le_bytes());
    assert!(matches!(
        decode_file(&huge, FileKind::PipelineCache, ADAPTER),
        Err(Reject::TooLarge(_))
    ));
    // Random bytes, with and without the right magic in front.
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    for round in 0..2000 {
        let len = (round * 7) % 200;
        let mut bytes: Vec<u8> = (0..len)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                state as u8
            })
            .collect();
        if round % 2 == 1 && bytes.len() >= 12 {
            bytes[..8].copy_from_slice(b"NINTHCCH");
            bytes[8..12].copy_from_slice(&FORMAT_VERSION.to_le_bytes());
        }
        assert!(decode_file(&bytes, FileKind::PipelineCache, ADAPTER).is_err());
    }
}

#[test]
fn bad_files_read_as_none() {
    let dir = temp_dir("bad_files");
    let cache = CacheDir::at(&dir);
    let kind = FileKind::Module;
    let path = cache.file_path(kind, 1);
    let good = encode_file(kind, ADAPTER, b"translated module");
    let mut cases: Vec<(&str, Vec<u8>)> = vec![
        ("empty", Vec::new()),
        ("magic only", good[..8].to_vec()),
        ("header only", good[..HEADER_LEN].to_vec()),
        ("half payload", good[..HEADER_LEN + 8].to_vec()),
        ("one short", good[..good.len() - 1].to_vec()),
        ("random", (0..97u32).map(|i| (i * 89 + 13) as u8).collect()),
        (
            "other adapter",
            encode_file(kind, AdapterId(ADAPTER.0 ^ 1), b"translated module"),
        ),
        (
            "wrong kind",
            encode_file(FileKind::Manifest, ADAPTER, b"translated module"),
        ),
    ];
    let mut flipped = good.clone();
    flipped[HEADER_LEN + 3] ^= 0x10;
    cases.push(("flipped byte", flipped));
    let mut newer = good.clone();
    newer[8..12].copy_from_slice(&(FORMAT_VERSION + 1).to_le_bytes());
    cases.push(("version + 1", newer));
    for (name, bytes) in cases {
        std::fs::write(&path, &bytes).unwrap();
        let (read, warnings) = warnings_during(|| cache.read(kind, 1, ADAPTER));
        assert_eq!(read, None, "{name}");
        assert_eq!(warnings, 1, "{name}: one warning");
    }
    let (missing, warnings) = warnings_during(|| cache.read(kind, 2, ADAPTER));
    assert_eq!((missing, warnings), (None, 0), "a missing file is silent");
    // A folder where the file should be: an error, not a panic.
    std::fs::remove_file(&path).unwrap();
    std::fs::create_dir(&path).unwrap();
    let (read, warnings) = warnings_during(|| cache.read(kind, 1, ADAPTER));
    assert_eq!((read, warnings), (None, 1), "folder");
    assert!(cache.write(kind, 1, ADAPTER, b"x").is_err());
    assert!(
        leftover_temps(&dir).is_empty(),
        "failed write left its temporary file"
    );
    std::fs::remove_dir(&path).unwrap();
    // And a good file afterwards reads again.
    std::fs::write(&path, &good).unwrap();
    assert_eq!(
        cache.read(kind, 1, ADAPTER).as_deref(),
        Some(&b"translated module"[..])
    );
}

/// Writers replacing one file with whole payloads of different lengths while readers read
/// it: every read is a whole payload one writer wrote.
#[test]
fn concurrent_writers_never_show_a_half_file() {
    let dir = temp_dir("concurrent");
    let cache = Arc::new(CacheDir::at(&dir));
    let payload = |writer: u8, round: usize| -> Vec<u8> {
        let len = 1 + (round * 997 + writer as usize * 4099) % 20_000;
        vec![writer.wrapping_mul(37).wrapping_add(round as u8); len]
    };
    cache
        .write(FileKind::PipelineCache, 0, ADAPTER, &payload(0, 0))
        .unwrap();
    let done = Arc::new(AtomicBool::new(false));
    let readers: Vec<_> = (0..2)
        .map(|_| {
            let (cache, done) = (cache.clone(), done.clone());
            std::thread::spawn(move || {
                let mut reads = 0;
                while !done.load(Ordering::Relaxed) || reads == 0 {
                    // On Windows a rename can land while the file is open; a read may
                    // then fail, but never return a partial payload.
                    if let Some(p) = cache.read(FileKind::PipelineCache, 0, ADAPTER) {
                        assert!(!p.is_empty());
                        assert!(p.iter().all(|&b| b == p[0]), "mixed payload");
                        reads += 1;
                    } else if !cfg!(windows) {
                        panic!("a read failed");
                    }
                }
                reads
            })
        })
        .collect();
    let writers: Vec<_> = (1..=3u8)
        .map(|w| {
            let cache = cache.clone();
            std::thread::spawn(move || {
                for round in 0..60 {
                    let r = cache.write(FileKind::PipelineCache, 0, ADAPTER, &payload(w, round));
                    if !cfg!(windows) {
                        r.unwrap();
                    }
                }
            })
        })
        .collect();
    for w in writers {
        w.join().unwrap();
    }
    done.store(true, Ordering::Relaxed);
    for r in readers {
        assert!(r.join().unwrap() > 0);
    }
    assert!(cache.read(FileKind::PipelineCache, 0, ADAPTER).is_some());
    assert!(
        leftover_temps(&dir).is_empty(),
        "temporary files left: {:?}",
        leftover_temps(&dir)
    );
}

fn entry(key: &[u8], recipe: &[u8]) -> ManifestEntry {
    ManifestEntry {
        pipeline_key: key.to_vec(),
        recipe: recipe.to_vec(),
    }
}

#[test]
fn manifest_round_trip_dedup_and_cap() {
    let mut m = Manifest::new();
    assert!(m.insert(entry(b"key one", b"recipe one")));
    assert!(m.insert(entry(b"key two", b"recipe one")));
    assert!(m.insert(entry(b"", b"")));
    assert!(
        !m.insert(entry(b"key one", b"another recipe")),
        "a key already there"
    );
    assert!(
        !m.insert(entry(&vec![0; MANIFEST_MAX_KEY + 1], b"")),
        "key too long"
    );
    assert!(
        !m.insert(entry(b"k", &vec![0; MANIFEST_MAX_RECIPE + 1])),
        "recipe too long"
    );
    assert_eq!(m.entries().len(), 3);
    assert_eq!(m.entries()[0].recipe, b"recipe one");
    assert!(m.contains_key(b"key two") && !m.contains_key(b"key three"));
    let bytes = m.encode();
    assert_eq!(Manifest::decode(&bytes), Ok(m.clone()));
    assert_eq!(
        Manifest::decode(&Manifest::new().encode()),
        Ok(Manifest::new())
    );

    // Through a file.
    let dir = temp_dir("manifest");
    let cache = CacheDir::at(&dir);
    cache.write(FileKind::Manifest, 0, ADAPTER, &bytes).unwrap();
    let read = cache.read(FileKind::Manifest, 0, ADAPTER).unwrap();
    assert_eq!(Manifest::decode(&read), Ok(m));

    // The cap drops the oldest.
    let mut capped = Manifest::new();
    for i in 0..MANIFEST_MAX_ENTRIES as u64 + 10 {
        capped.insert(entry(&i.to_le_bytes(), b"r"));
    }
    assert_eq!(capped.entries().len(), MANIFEST_MAX_ENTRIES);
    assert_eq!(capped.entries()[0].pipeline_key, 10u64.to_le_bytes());
    // A dropped entry's key may come back.
    assert!(capped.insert(entry(&0u64.to_le_bytes(), b"r")));
    assert_eq!(Manifest::decode(&capped.encode()), Ok(capped));
}

#[test]
fn malformed_manifests_are_rejected() {
    let mut m = Manifest::new();
    m.insert(entry(b"abc", b"12"));
    m.insert(entry(b"defgh", b"3456"));
    let good = m.encode();
    for cut in 0..good.len() {
        assert_eq!(
            Manifest::decode(&good[..cut]),
            Err(ManifestError::Truncated),
            "cut {cut}"
        );
    }
    let mut trailing = good.clone();
    trailing.push(0);
    assert_eq!(
        Manifest::decode(&trailing),
        Err(ManifestError::TrailingBytes)
    );
    let mut version = good.clone();
    version[0..4].copy_from_slice(&99u32.to_le_bytes());
    assert_eq!(Manifest::decode(&version), Err(ManifestError::Version(99)));
    let mut count = good.clone();
    count[4..8].copy_from_slice(&u32::MAX.to_le_bytes());
    assert_eq!(
        Manifest::decode(&count),
        Err(ManifestError::TooManyEntries(u32::MAX))
    );
    let mut more = good.clone();
    more[4..8].copy_from_slice(&3u32.to_le_bytes());
    assert_eq!(Manifest::decode(&more), Err(ManifestError::Truncated));
    // Entry 0 at 8: key length, b"abc", recipe length (at 15), b"12"; entry 1 at 21.
    let mut key = good.clone();
    key[21..25].copy_from_slice(&u32::MAX.to_le_bytes());
    assert_eq!(
        Manifest::decode(&key),
        Err(ManifestError::KeyTooLong(u32::MAX))
    );
    let mut recipe = good.clone();
    recipe[15..19].copy_from_slice(&u32::MAX.to_le_bytes());
    assert_eq!(
        Manifest::decode(&recipe),
        Err(ManifestError::RecipeTooLong(u32::MAX))
    );
    let mut fewer = good.clone();
    fewer[4..8].copy_from_slice(&1u32.to_le_bytes());
    assert_eq!(Manifest::decode(&fewer), Err(ManifestError::TrailingBytes));
    // Duplicates in a file are dropped on decode.
    let mut dup = good[..21].to_vec();
    dup.extend_from_slice(&good[8..21]);
    dup[4..8].copy_from_slice(&2u32.to_le_bytes());
    assert_eq!(Manifest::decode(&dup).unwrap().entries().len(), 1);
    // Random bytes never panic.
    let mut state = 0x2545_f491_4f6c_dd1du64;
    for round in 0..2000usize {
        let bytes: Vec<u8> = (0..round % 120)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                state as u8
            })
            .collect();
        let _ = Manifest::decode(&bytes);
    }
}

/// The child side of [`two_processes_write_one_file`]: does nothing unless that test
/// started this binary with `NINTH_DISK_CACHE_CHILD` set to `folder,writer`.
#[test]
fn child_writer_process() {
    let Ok(arg) = std::env::var("NINTH_DISK_CACHE_CHILD") else {
        return;
    };
    let (dir, writer) = arg.rsplit_once(',').unwrap();
    let writer: u8 = writer.parse().unwrap();
    let cache = CacheDir::at(dir);
    for round in 0..80usize {
        let len = 1 + (round * 1231 + writer as usize * 7919) % 30_000;
        let r = cache.write(FileKind::Module, 5, ADAPTER, &vec![writer; len]);
        if !cfg!(windows) {
            r.unwrap();
        }
    }
}

/// Two processes (this test binary run again) replace one file while this one reads it:
/// every read is a whole payload of one writer, and no temporary file is left.
#[test]
fn two_processes_write_one_file() {
    let dir = temp_dir("processes");
    let cache = CacheDir::at(&dir);
    cache
        .write(FileKind::Module, 5, ADAPTER, &[9; 100])
        .unwrap();
    let exe = std::env::current_exe().unwrap();
    let mut children: Vec<_> = (1..=2u8)
        .map(|w| {
            std::process::Command::new(&exe)
                .args(["child_writer_process", "--exact", "--test-threads=1"])
                .env("NINTH_DISK_CACHE_CHILD", format!("{},{w}", dir.display()))
                .stdout(std::process::Stdio::null())
                .spawn()
                .unwrap()
        })
        .collect();
    let mut seen = [0usize; 3];
    let mut running = true;
    while running {
        running = children.iter_mut().any(|c| c.try_wait().unwrap().is_none());
        if let Some(p) = cache.read(FileKind::Module, 5, ADAPTER) {
            assert!(p.iter().all(|&b| b == p[0]), "mixed payload");
            if let Some(n) = seen.get_mut(usize::from(p[0])) {
                *n += 1;
            }
        } else if !cfg!(windows) {
            panic!("a read failed");
        }
    }
    for mut c in children {
        assert!(c.wait().unwrap().success(), "a writer process failed");
    }
    let last = cache.read(FileKind::Module, 5, ADAPTER).unwrap();
    assert!(
        last[0] == 1 || last[0] == 2,
        "a child's payload is the last one"
    );
    assert!(leftover_temps(&dir).is_empty(), "temporary files left");
}
