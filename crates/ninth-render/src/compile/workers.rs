//! The compile workers: threads that take pending pipelines from a queue and build them.

use std::collections::VecDeque;
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;

use super::pending::PendingPipeline;

#[derive(Default)]
struct Queue {
    jobs: VecDeque<Arc<PendingPipeline>>,
    stop: bool,
}

#[derive(Default)]
struct Shared {
    queue: Mutex<Queue>,
    wake: Condvar,
}

/// A fixed set of compile threads; none means every pipeline is built at its draw.
pub(crate) struct Workers {
    shared: Arc<Shared>,
    threads: Vec<JoinHandle<()>>,
}

impl Workers {
    /// `count` threads (0: none).
    pub fn new(count: usize) -> Self {
        let shared = Arc::new(Shared::default());
        let threads = (0..count)
            .filter_map(|i| {
                let shared = Arc::clone(&shared);
                std::thread::Builder::new()
                    .name(format!("ninth-compile-{i}"))
                    .spawn(move || work(&shared))
                    .map_err(|e| tracing::warn!("no compile worker {i}: {e}"))
                    .ok()
            })
            .collect();
        Self { shared, threads }
    }

    /// Threads running.
    pub fn count(&self) -> usize {
        self.threads.len()
    }

    /// Queues `job`: ahead of the queue when a draw needs it (`urgent`), else behind
    /// (prewarming).
    pub fn submit(&self, job: Arc<PendingPipeline>, urgent: bool) {
        let mut queue = self.shared.queue.lock().unwrap_or_else(|e| e.into_inner());
        if urgent {
            queue.jobs.push_front(job);
        } else {
            queue.jobs.push_back(job);
        }
        drop(queue);
        self.shared.wake.notify_one();
    }
}

fn work(shared: &Shared) {
    loop {
        let job = {
            let mut queue = shared.queue.lock().unwrap_or_else(|e| e.into_inner());
            loop {
                if queue.stop {
                    return;
                }
                if let Some(job) = queue.jobs.pop_front() {
                    break job;
                }
                queue = shared.wake.wait(queue).unwrap_or_else(|e| e.into_inner());
            }
        };
        job.run_on_worker();
    }
}

impl Drop for Workers {
    /// Unstarted jobs are dropped (their draws, if any, build them at the pass's end);
    /// running ones finish before the threads are joined, so no build outlives the device.
    fn drop(&mut self) {
        {
            let mut queue = self.shared.queue.lock().unwrap_or_else(|e| e.into_inner());
            queue.stop = true;
            queue.jobs.clear();
        }
        self.shared.wake.notify_all();
        for thread in self.threads.drain(..) {
            let _ = thread.join();
        }
    }
}
