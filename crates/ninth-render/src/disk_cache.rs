//! On-disk cache files for the pipeline compile service: the folder, a checksummed and
//! versioned file container written atomically, and the manifest payload.
//!
//! The compile service (`compile/store.rs`) keeps its files here. A file is a 40-byte
//! little-endian header followed by the payload:
//!
//! | offset | size | field                                              |
//! |--------|------|----------------------------------------------------|
//! | 0      | 8    | magic `NINTHCCH`                                   |
//! | 8      | 4    | format version ([`FORMAT_VERSION`])                |
//! | 12     | 4    | kind ([`FileKind`])                                |
//! | 16     | 8    | adapter identity ([`AdapterId`])                   |
//! | 24     | 8    | payload length                                     |
//! | 32     | 8    | FNV-1a 64 of the header's first 32 bytes + payload |
//!
//! A file that is truncated, corrupt, of another version, kind or adapter reads as `None`
//! with one `tracing::warn!` line; a missing file reads as `None` silently. Writes go to a
//! uniquely named temporary file in the same folder, are synced, then renamed over the
//! target, so a reader (in this process or another) sees a whole old or a whole new file.

use std::ffi::OsString;
use std::fmt;
use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// The file magic.
pub const MAGIC: [u8; 8] = *b"NINTHCCH";
/// The container format version; a file of another version is ignored.
pub const FORMAT_VERSION: u32 = 1;
/// The header's length in bytes.
pub const HEADER_LEN: usize = 40;
/// The largest payload read or written (256 MiB); larger files are ignored.
pub const MAX_PAYLOAD: u64 = 256 << 20;

/// FNV-1a 64 of `bytes`, continuing from `state` (start with [`FNV_OFFSET`]).
pub fn fnv1a64_with(mut state: u64, bytes: &[u8]) -> u64 {
    for &b in bytes {
        state ^= u64::from(b);
        state = state.wrapping_mul(0x0000_0100_0000_01b3);
    }
    state
}

/// FNV-1a 64's starting state.
pub const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;

/// FNV-1a 64 of `bytes`.
pub fn fnv1a64(bytes: &[u8]) -> u64 {
    fnv1a64_with(FNV_OFFSET, bytes)
}

/// What a cache file holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FileKind {
    /// The manifest ([`Manifest`]).
    Manifest,
    /// wgpu's `PipelineCache` data (Vulkan).
    PipelineCache,
    /// A translated shader module, named by its bytecode hash.
    Module,
}

impl FileKind {
    fn code(self) -> u32 {
        match self {
            FileKind::Manifest => 1,
            FileKind::PipelineCache => 2,
            FileKind::Module => 3,
        }
    }

    fn name(self) -> &'static str {
        match self {
            FileKind::Manifest => "manifest",
            FileKind::PipelineCache => "pipeline-cache",
            FileKind::Module => "module",
        }
    }
}

/// The adapter identity a file belongs to: a hash of vendor, device, driver and backend.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AdapterId(pub u64);

impl AdapterId {
    /// The identity of an adapter from its vendor and device ids, driver name and version
    /// text, and backend name.
    pub fn new(vendor: u32, device: u32, driver: &str, driver_info: &str, backend: &str) -> Self {
        let mut h = fnv1a64_with(FNV_OFFSET, &vendor.to_le_bytes());
        h = fnv1a64_with(h, &device.to_le_bytes());
        for text in [driver, driver_info, backend] {
            h = fnv1a64_with(h, &(text.len() as u64).to_le_bytes());
            h = fnv1a64_with(h, text.as_bytes());
        }
        AdapterId(h)
    }

    /// The identity of a wgpu adapter from its [`wgpu::AdapterInfo`].
    pub fn from_info(info: &wgpu::AdapterInfo) -> Self {
        let backend = format!("{:?}", info.backend);
        Self::new(
            info.vendor,
            info.device,
            &info.driver,
            &info.driver_info,
            &backend,
        )
    }
}

/// Why a cache file was ignored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reject {
    /// Shorter than its header or than the payload length it names.
    Truncated {
        /// The file's length.
        len: usize,
        /// The length the header needs or names.
        want: u64,
    },
    /// Longer than the header and the payload it names.
    TrailingBytes,
    /// Not a ninth cache file.
    BadMagic,
    /// Written by another format version.
    Version(u32),
    /// Holds another kind of data.
    Kind(u32),
    /// Belongs to another adapter or driver.
    Adapter(u64),
    /// The payload is larger than [`MAX_PAYLOAD`].
    TooLarge(u64),
    /// The checksum does not match.
    Checksum,
}

impl fmt::Display for Reject {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reject::Truncated { len, want } => write!(f, "truncated ({len} bytes, needs {want})"),
            Reject::TrailingBytes => write!(f, "bytes after the payload"),
            Reject::BadMagic => write!(f, "not a ninth cache file"),
            Reject::Version(v) => {
                write!(f, "format version {v}, this build reads {FORMAT_VERSION}")
            }
            Reject::Kind(k) => write!(f, "holds kind {k}"),
            Reject::Adapter(a) => write!(f, "written for another adapter ({a:016x})"),
            Reject::TooLarge(n) => write!(f, "payload of {n} bytes is over the limit"),
            Reject::Checksum => write!(f, "checksum mismatch"),
        }
    }
}

fn checksum(header_head: &[u8], payload: &[u8]) -> u64 {
    fnv1a64_with(fnv1a64(header_head), payload)
}

/// A whole file: header then `payload`.
pub fn encode_file(kind: FileKind, adapter: AdapterId, payload: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(HEADER_LEN + payload.len());
    out.extend_from_slice(&MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&kind.code().to_le_bytes());
    out.extend_from_slice(&adapter.0.to_le_bytes());
    out.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    let sum = checksum(&out[..32], payload);
    out.extend_from_slice(&sum.to_le_bytes());
    out.extend_from_slice(payload);
    out
}

fn u32_at(b: &[u8], at: usize) -> u32 {
    let mut a = [0; 4];
    a.copy_from_slice(&b[at..at + 4]);
    u32::from_le_bytes(a)
}

fn u64_at(b: &[u8], at: usize) -> u64 {
    let mut a = [0; 8];
    a.copy_from_slice(&b[at..at + 8]);
    u64::from_le_bytes(a)
}

/// The payload of a whole file `bytes` if it is a whole, intact file of this format
/// version, `kind` and `adapter`; never panics.
pub fn decode_file(bytes: &[u8], kind: FileKind, adapter: AdapterId) -> Result<&[u8], Reject> {
    if bytes.len() < HEADER_LEN {
        if bytes.len() >= 8 && bytes[..8] != MAGIC {
            return Err(Reject::BadMagic);
        }
        return Err(Reject::Truncated {
            len: bytes.len(),
            want: HEADER_LEN as u64,
        });
    }
    if bytes[..8] != MAGIC {
        return Err(Reject::BadMagic);
    }
    let version = u32_at(bytes, 8);
    if version != FORMAT_VERSION {
        return Err(Reject::Version(version));
    }
    let len = u64_at(bytes, 24);
    if len > MAX_PAYLOAD {
        return Err(Reject::TooLarge(len));
    }
    let have = (bytes.len() - HEADER_LEN) as u64;
    if have < len {
        return Err(Reject::Truncated {
            len: bytes.len(),
            want: HEADER_LEN as u64 + len,
        });
    }
    if have > len {
        return Err(Reject::TrailingBytes);
    }
    let payload = &bytes[HEADER_LEN..];
    if checksum(&bytes[..32], payload) != u64_at(bytes, 32) {
        return Err(Reject::Checksum);
    }
    let file_kind = u32_at(bytes, 12);
    if file_kind != kind.code() {
        return Err(Reject::Kind(file_kind));
    }
    let file_adapter = u64_at(bytes, 16);
    if file_adapter != adapter.0 {
        return Err(Reject::Adapter(file_adapter));
    }
    Ok(payload)
}

/// The whole file at `path`, refusing one longer than a header and [`MAX_PAYLOAD`].
fn read_limited(path: &Path) -> io::Result<Vec<u8>> {
    let file = fs::File::open(path)?;
    let limit = HEADER_LEN as u64 + MAX_PAYLOAD;
    if file.metadata()?.len() > limit {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            "file over the size limit",
        ));
    }
    let mut bytes = Vec::new();
    file.take(limit + 1).read_to_end(&mut bytes)?;
    Ok(bytes)
}

static TEMP_COUNTER: AtomicU64 = AtomicU64::new(0);

/// The cache folder: `NINTH_CACHE_DIR`, else the platform's cache folder, then
/// `ninth/<application name>`. Created on the first write.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CacheDir {
    path: PathBuf,
}

/// A name safe as one path component: ASCII letters, digits, `-`, `_` and `.` kept, the
/// rest `_`; empty or dots only becomes `default`.
fn component(name: &str) -> String {
    let s: String = name
        .chars()
        .take(64)
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.') {
                c
            } else {
                '_'
            }
        })
        .collect();
    if s.chars().all(|c| c == '.') {
        "default".to_owned()
    } else {
        s
    }
}

impl CacheDir {
    /// The cache folder for `application` from the process environment, or `None` where
    /// neither `NINTH_CACHE_DIR` nor a platform cache folder is known.
    pub fn from_env(application: &str) -> Option<Self> {
        Self::resolve(application, |k| std::env::var_os(k))
    }

    /// The cache folder for `application` with environment variables read through `var`
    /// (for tests). `NINTH_CACHE_DIR` is used as is (the application name appended); else
    /// `$XDG_CACHE_HOME` or `$HOME/.cache` (Linux and other Unix), `%LOCALAPPDATA%`
    /// (Windows), `$HOME/Library/Caches` (macOS), then `ninth/<application>`.
    pub fn resolve(application: &str, var: impl Fn(&str) -> Option<OsString>) -> Option<Self> {
        let set = |k: &str| var(k).filter(|v| !v.is_empty()).map(PathBuf::from);
        let app = component(application);
        if let Some(dir) = set("NINTH_CACHE_DIR") {
            return Some(CacheDir {
                path: dir.join(app),
            });
        }
        let base = if cfg!(windows) {
            set("LOCALAPPDATA")?
        } else if cfg!(target_os = "macos") {
            set("HOME")?.join("Library").join("Caches")
        } else {
            set("XDG_CACHE_HOME").or_else(|| set("HOME").map(|h| h.join(".cache")))?
        };
        Some(CacheDir {
            path: base.join("ninth").join(app),
        })
    }

    /// A cache folder at exactly `path`.
    pub fn at(path: impl Into<PathBuf>) -> Self {
        CacheDir { path: path.into() }
    }

    /// The folder.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The path of the file of `kind` named by `key` (a bytecode hash for modules, 0 for
    /// the manifest and pipeline cache).
    pub fn file_path(&self, kind: FileKind, key: u64) -> PathBuf {
        self.path
            .join(format!("{}-{key:016x}.ninthcache", kind.name()))
    }

    /// Writes `payload` as the file of `kind` and `key` for `adapter`: to a uniquely named
    /// temporary file in the same folder, synced, then renamed over the old file. The
    /// folder is created if missing; the temporary file is removed on failure.
    pub fn write(
        &self,
        kind: FileKind,
        key: u64,
        adapter: AdapterId,
        payload: &[u8],
    ) -> io::Result<()> {
        if payload.len() as u64 > MAX_PAYLOAD {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                "cache payload over the limit",
            ));
        }
        fs::create_dir_all(&self.path)?;
        let target = self.file_path(kind, key);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.subsec_nanos())
            .unwrap_or(0);
        let temp = self.path.join(format!(
            ".{}-{key:016x}.{}.{}.{nanos}.tmp",
            kind.name(),
            std::process::id(),
            TEMP_COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        let bytes = encode_file(kind, adapter, payload);
        let result = (|| {
            let mut file = fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&temp)?;
            file.write_all(&bytes)?;
            file.sync_all()?;
            drop(file);
            fs::rename(&temp, &target)?;
            // Make the rename itself durable where a folder can be synced; a failure
            // here leaves a whole file either way.
            if cfg!(unix) {
                let _ = fs::File::open(&self.path).and_then(|d| d.sync_all());
            }
            Ok(())
        })();
        if result.is_err() {
            let _ = fs::remove_file(&temp);
        }
        result
    }

    /// The payload of the file of `kind` and `key` for `adapter`, or `None`: silently for a
    /// missing file, with one warning for an unreadable, truncated, corrupt, foreign-version,
    /// wrong-kind or other-adapter one.
    pub fn read(&self, kind: FileKind, key: u64, adapter: AdapterId) -> Option<Vec<u8>> {
        let path = self.file_path(kind, key);
        let bytes = match read_limited(&path) {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return None,
            Err(e) => {
                tracing::warn!("ninth cache: ignoring {}: {e}", path.display());
                return None;
            }
        };
        match decode_file(&bytes, kind, adapter) {
            Ok(payload) => Some(payload.to_vec()),
            Err(why) => {
                tracing::warn!("ninth cache: ignoring {}: {why}", path.display());
                None
            }
        }
    }
}

/// The manifest payload's own version.
pub const MANIFEST_VERSION: u32 = 2;
/// The most entries a manifest keeps; inserting past it drops the oldest.
pub const MANIFEST_MAX_ENTRIES: usize = 4096;
/// The longest pipeline key a manifest entry holds.
pub const MANIFEST_MAX_KEY: usize = 4096;
/// The longest recipe a manifest entry holds.
pub const MANIFEST_MAX_RECIPE: usize = 64 << 10;

/// One pipeline the program made: its key across runs (the content hashes of its modules,
/// then the rest of the renderer's pipeline key) and its recipe (how to build it again,
/// opaque here).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ManifestEntry {
    /// The pipeline key's bytes.
    pub pipeline_key: Vec<u8>,
    /// The recipe's bytes.
    pub recipe: Vec<u8>,
}

/// Why a manifest payload was rejected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ManifestError {
    /// Shorter than a field it needs.
    Truncated,
    /// Another manifest version.
    Version(u32),
    /// More entries than [`MANIFEST_MAX_ENTRIES`].
    TooManyEntries(u32),
    /// A key longer than [`MANIFEST_MAX_KEY`].
    KeyTooLong(u32),
    /// A recipe longer than [`MANIFEST_MAX_RECIPE`].
    RecipeTooLong(u32),
    /// Bytes after the last entry.
    TrailingBytes,
}

impl fmt::Display for ManifestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ManifestError::Truncated => write!(f, "manifest truncated"),
            ManifestError::Version(v) => write!(f, "manifest version {v}"),
            ManifestError::TooManyEntries(n) => write!(f, "manifest of {n} entries"),
            ManifestError::KeyTooLong(n) => write!(f, "manifest key of {n} bytes"),
            ManifestError::RecipeTooLong(n) => write!(f, "manifest recipe of {n} bytes"),
            ManifestError::TrailingBytes => write!(f, "bytes after the manifest"),
        }
    }
}

/// The list of pipelines to prewarm, one entry per key, at most [`MANIFEST_MAX_ENTRIES`]
/// long, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Manifest {
    entries: Vec<ManifestEntry>,
    keys: std::collections::HashSet<Vec<u8>>,
}

struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], ManifestError> {
        if self.0.len() < n {
            return Err(ManifestError::Truncated);
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Ok(head)
    }
    fn u32(&mut self) -> Result<u32, ManifestError> {
        Ok(u32_at(self.take(4)?, 0))
    }
}

impl Manifest {
    /// An empty manifest.
    pub fn new() -> Self {
        Self::default()
    }

    /// The entries, oldest first.
    pub fn entries(&self) -> &[ManifestEntry] {
        &self.entries
    }

    /// Whether an entry has `key`.
    pub fn contains_key(&self, key: &[u8]) -> bool {
        self.keys.contains(key)
    }

    /// Adds `entry` unless an entry has its key or its key or recipe is too long; at the
    /// cap the oldest entry is dropped first. Whether it was added.
    pub fn insert(&mut self, entry: ManifestEntry) -> bool {
        if entry.pipeline_key.len() > MANIFEST_MAX_KEY
            || entry.recipe.len() > MANIFEST_MAX_RECIPE
            || self.keys.contains(&entry.pipeline_key)
        {
            return false;
        }
        if self.entries.len() >= MANIFEST_MAX_ENTRIES {
            let oldest = self.entries.remove(0);
            self.keys.remove(&oldest.pipeline_key);
        }
        self.keys.insert(entry.pipeline_key.clone());
        self.entries.push(entry);
        true
    }

    /// The payload: version, entry count, then per entry key length, key, recipe length
    /// and recipe (little-endian).
    pub fn encode(&self) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(&MANIFEST_VERSION.to_le_bytes());
        out.extend_from_slice(&(self.entries.len() as u32).to_le_bytes());
        for e in &self.entries {
            out.extend_from_slice(&(e.pipeline_key.len() as u32).to_le_bytes());
            out.extend_from_slice(&e.pipeline_key);
            out.extend_from_slice(&(e.recipe.len() as u32).to_le_bytes());
            out.extend_from_slice(&e.recipe);
        }
        out
    }

    /// The manifest in `bytes`, rejecting any malformed payload; never panics. Entries
    /// whose key came earlier are dropped.
    pub fn decode(bytes: &[u8]) -> Result<Self, ManifestError> {
        let mut r = Reader(bytes);
        let version = r.u32()?;
        if version != MANIFEST_VERSION {
            return Err(ManifestError::Version(version));
        }
        let count = r.u32()?;
        if count as usize > MANIFEST_MAX_ENTRIES {
            return Err(ManifestError::TooManyEntries(count));
        }
        let mut m = Manifest::new();
        for _ in 0..count {
            let len = r.u32()?;
            if len as usize > MANIFEST_MAX_KEY {
                return Err(ManifestError::KeyTooLong(len));
            }
            let pipeline_key = r.take(len as usize)?.to_vec();
            let len = r.u32()?;
            if len as usize > MANIFEST_MAX_RECIPE {
                return Err(ManifestError::RecipeTooLong(len));
            }
            let recipe = r.take(len as usize)?.to_vec();
            m.insert(ManifestEntry {
                pipeline_key,
                recipe,
            });
        }
        if !r.0.is_empty() {
            return Err(ManifestError::TrailingBytes);
        }
        Ok(m)
    }
}
