//! The submit thread. A mid-frame flush ([`crate::Config::flush_draws`]) hands the recorded
//! command encoder to this thread, which finishes it (wgpu-core validates and encodes the
//! recorded passes there, about half the CPU cost of a draw) and submits it, while the engine
//! thread goes on recording the rest of the frame, as DXVK's and wined3d's command-stream
//! threads do. Commits, readbacks and presents first wait until every handed-over encoder
//! has been submitted ([`Submitter::drain`]), so submissions keep their order.
//!
//! The bytes a handed-over encoder reads are already queued with `write_buffer` on the engine
//! thread; a later submission's writes may be queued before it is submitted and so run before
//! it, which is harmless because they go to other buffers (a ring or arena buffer is reused
//! only after the GPU has finished the submission that used it).

use std::sync::{Arc, Condvar, Mutex, mpsc};

/// Work run when the GPU has finished a submission.
pub(crate) type Completion = Box<dyn FnOnce() + Send + 'static>;

struct Job {
    encoders: Vec<wgpu::CommandEncoder>,
    completions: Vec<Completion>,
}

/// Jobs handed over and jobs submitted, for [`Submitter::drain`].
#[derive(Default)]
struct Progress {
    submitted: Mutex<u64>,
    changed: Condvar,
}

pub(crate) struct Submitter {
    sender: Option<mpsc::Sender<Job>>,
    thread: Option<std::thread::JoinHandle<()>>,
    progress: Arc<Progress>,
    handed: u64,
}

impl Submitter {
    /// Starts the thread; `watch` is told of each submission (the poll thread).
    pub fn new(queue: wgpu::Queue, watch: Option<mpsc::Sender<wgpu::SubmissionIndex>>) -> Self {
        let (sender, receiver) = mpsc::channel::<Job>();
        let progress = Arc::new(Progress::default());
        let shared = Arc::clone(&progress);
        let thread = std::thread::Builder::new()
            .name("ninth-submit".into())
            .spawn(move || {
                while let Ok(job) = receiver.recv() {
                    // A panic inside wgpu must not leave `drain` waiting for this job.
                    let submitted = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        let index = queue.submit(job.encoders.into_iter().map(|e| e.finish()));
                        for completion in job.completions {
                            queue.on_submitted_work_done(completion);
                        }
                        index
                    }));
                    if let (Ok(index), Some(watch)) = (submitted, &watch) {
                        let _ = watch.send(index);
                    }
                    if let Ok(mut submitted) = shared.submitted.lock() {
                        *submitted += 1;
                        shared.changed.notify_all();
                    }
                }
            })
            .ok();
        Self {
            sender: thread.as_ref().map(|_| sender),
            thread,
            progress,
            handed: 0,
        }
    }

    /// Hands `encoders` over to be finished and submitted; `completions` run when the GPU has
    /// finished it. Without a thread (it could not be started), finishes and submits here.
    pub fn submit(
        &mut self,
        queue: &wgpu::Queue,
        encoders: Vec<wgpu::CommandEncoder>,
        completions: Vec<Completion>,
    ) -> Option<wgpu::SubmissionIndex> {
        let job = Job {
            encoders,
            completions,
        };
        let job = match &self.sender {
            Some(sender) => match sender.send(job) {
                Ok(()) => {
                    self.handed += 1;
                    return None;
                }
                Err(mpsc::SendError(job)) => job,
            },
            None => job,
        };
        let index = queue.submit(job.encoders.into_iter().map(|e| e.finish()));
        for completion in job.completions {
            queue.on_submitted_work_done(completion);
        }
        Some(index)
    }

    /// Blocks until every encoder handed over has been submitted (or the thread is gone).
    pub fn drain(&self) {
        let Ok(mut submitted) = self.progress.submitted.lock() else {
            return;
        };
        while *submitted < self.handed {
            if self.thread.as_ref().is_none_or(|t| t.is_finished()) {
                return;
            }
            let tick = std::time::Duration::from_millis(50);
            match self.progress.changed.wait_timeout(submitted, tick) {
                Ok((guard, _)) => submitted = guard,
                Err(_) => return,
            }
        }
    }
}

impl Drop for Submitter {
    fn drop(&mut self) {
        self.sender = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
