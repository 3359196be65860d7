//! Where the interface's log lines go: standard error, from the first `Direct3DCreate9` on,
//! at the level `NINTH_LOG` names (`error`, `warn` (the default), `info`, `debug`, `trace`
//! or `off`), as DXVK_LOG_LEVEL does for DXVK. A program that installed a `tracing`
//! subscriber of its own (a Rust host) keeps it.

use std::sync::Once;

use tracing::level_filters::LevelFilter;

/// The level `NINTH_LOG` asks for.
fn level(value: Option<&str>) -> LevelFilter {
    match value.map(str::trim).map(str::to_ascii_lowercase).as_deref() {
        Some("off" | "none") => LevelFilter::OFF,
        Some("error") => LevelFilter::ERROR,
        Some("info") => LevelFilter::INFO,
        Some("debug") => LevelFilter::DEBUG,
        Some("trace") => LevelFilter::TRACE,
        _ => LevelFilter::WARN,
    }
}

/// Starts logging to standard error (once per process).
pub(crate) fn init() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let level = level(std::env::var("NINTH_LOG").ok().as_deref());
        if level == LevelFilter::OFF {
            return;
        }
        let _ = tracing_subscriber::fmt()
            .with_writer(std::io::stderr)
            .with_max_level(level)
            .with_target(false)
            .try_init();
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ninth_log_names_the_level() {
        assert_eq!(level(None), LevelFilter::WARN);
        assert_eq!(level(Some("Debug ")), LevelFilter::DEBUG);
        assert_eq!(level(Some("off")), LevelFilter::OFF);
        assert_eq!(level(Some("error")), LevelFilter::ERROR);
        assert_eq!(level(Some("loud")), LevelFilter::WARN);
    }
}
