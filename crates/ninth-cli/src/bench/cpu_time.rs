//! CPU time of the whole process (every thread: the submitting thread, ninth's submit and poll
//! threads, the driver's), summed from Linux's per-thread `schedstat` (nanoseconds), so a
//! renderer that moves work to other threads is seen paying for it.

use std::time::Duration;

/// CPU time all live threads of this process have run, or `None` where `/proc` has no
/// per-thread `schedstat` (not Linux). Threads that exited are not counted.
pub fn process_cpu() -> Option<Duration> {
    let mut total = 0u64;
    for task in std::fs::read_dir("/proc/self/task").ok()? {
        let path = task.ok()?.path().join("schedstat");
        // A thread may exit between the listing and the read.
        let Ok(text) = std::fs::read_to_string(path) else {
            continue;
        };
        total += text.split_whitespace().next()?.parse::<u64>().ok()?;
    }
    Some(Duration::from_nanos(total))
}

/// Runs `frame` and adds the process CPU time it took to its times.
pub fn measured<E>(
    frame: impl FnOnce() -> Result<super::FrameTimes, E>,
) -> Result<super::FrameTimes, E> {
    let before = process_cpu();
    let mut times = frame()?;
    times.process = process_cpu()
        .zip(before)
        .map(|(after, before)| after.saturating_sub(before));
    Ok(times)
}
