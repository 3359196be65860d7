//! Submission: `commit` (optionally waiting) and `commit_async` with a completion callback.

use std::sync::Arc;

use crate::error::{Error, Result};
use crate::renderer::Renderer;

/// Called once when an asynchronous commit completes: `Ok`, or the device error text.
pub type CommitCallback = Box<dyn FnOnce(Result<()>) + Send + 'static>;

impl Renderer {
    /// Encodes every waiting clear, then submits the recorded work; with `wait`, blocks until
    /// the GPU has finished it.
    pub fn commit(&mut self, wait: bool) -> Result<()> {
        let index = self.submit();
        if let (true, Some(index)) = (wait, index) {
            let waited = self.gpu.device.poll(wgpu::PollType::Wait {
                submission_index: Some(index),
                timeout: None,
            });
            if let Err(e) = waited {
                let error = Error::device(format!("waiting for the GPU: {e}"));
                return Err(self.record_commit_error(error));
            }
        }
        match self.take_device_error() {
            Some(error) => Err(self.record_commit_error(error)),
            None => Ok(()),
        }
    }

    /// Submits like [`Renderer::commit`] and calls `done` exactly once when the GPU has
    /// finished (on the poll thread), or at once when nothing was pending. A failure's text is
    /// kept as [`Renderer::last_commit_error`].
    pub fn commit_async(&mut self, done: CommitCallback) {
        let Some(index) = self.submit() else {
            let result = match self.take_device_error() {
                Some(error) => Err(self.record_commit_error(error)),
                None => Ok(()),
            };
            done(result);
            return;
        };
        let errors = Arc::clone(&self.device_errors);
        let last = Arc::clone(&self.last_commit_error);
        self.gpu.queue.on_submitted_work_done(move || {
            let text = errors.lock().ok().and_then(|mut e| {
                let text = (!e.is_empty()).then(|| e.join("; "));
                e.clear();
                text
            });
            match text {
                Some(text) => {
                    let error = Error::device(text);
                    if let Ok(mut last) = last.lock() {
                        *last = Some(error.to_string());
                    }
                    done(Err(error));
                }
                None => done(Ok(())),
            }
        });
        // The poll thread may have finished waiting for this submission before the callback
        // was registered; a closure registered after that runs only at the next poll, so ask
        // for one.
        self.poller.watch(index);
    }

    /// Runs completion callbacks whose work the GPU has finished, without blocking (needed
    /// only when the poll thread is off: [`crate::Config::poll_thread`]).
    pub fn poll(&self) {
        let _ = self.gpu.device.poll(wgpu::PollType::Poll);
    }

    /// Text of the last failed commit, if any.
    pub fn last_commit_error(&self) -> Option<String> {
        self.last_commit_error.lock().ok().and_then(|e| e.clone())
    }

    fn record_commit_error(&self, error: Error) -> Error {
        if let Ok(mut last) = self.last_commit_error.lock() {
            *last = Some(error.to_string());
        }
        error
    }

    /// Mid-frame flush ([`crate::Config::flush_draws`]): once enough draws (merged ones
    /// included: they are the GPU's work) have been recorded since the last submission, hands the encoder to the submit thread
    /// (`submitter.rs`). Waiting clears stay waiting (a later pass folds them); nothing is
    /// waited for.
    pub(crate) fn flush_if_due(&mut self) {
        let recorded = self.counters.draws;
        if self.flush_draws == 0 || recorded - self.draws_at_submit < u64::from(self.flush_draws) {
            return;
        }
        self.draws_at_submit = recorded;
        let Some(encoders) = self.take_encoders() else {
            return;
        };
        // The arena and uniform ring buffers being filled go on into the next submission.
        let queue = &self.gpu.queue;
        let completions: Vec<crate::submitter::Completion> = vec![
            Box::new(self.arena.flush(queue)),
            Box::new(self.program_uniforms.flush(queue)),
        ];
        let index = self.submitter.submit(queue, encoders, completions);
        self.counters.submissions += 1;
        if let Some(index) = index {
            self.poller.watch(index);
        }
    }

    /// Submits what was recorded, after every encoder handed to the submit thread; `None`
    /// when nothing was recorded.
    fn submit(&mut self) -> Option<wgpu::SubmissionIndex> {
        self.submitter.drain();
        let handles: Vec<u32> = self.contexts.iter_mut().map(|(h, _)| h).collect();
        for handle in handles {
            self.encode_pending_clears(handle);
        }
        self.draws_at_submit = self.counters.draws;
        let encoders = self.take_encoders()?;
        let commands: Vec<wgpu::CommandBuffer> = encoders.into_iter().map(|e| e.finish()).collect();
        let completions = self.retire_buffers();
        let index = self.gpu.queue.submit(commands);
        for completion in completions {
            self.gpu.queue.on_submitted_work_done(completion);
        }
        self.counters.submissions += 1;
        self.poller.watch(index.clone());
        self.compile.save_soon();
        Some(index)
    }

    /// The frame's steps, optimised with the fast paths on (pass merging can be turned off
    /// alone: [`crate::Config::merge_passes`]), encoded; what the optimiser did is counted.
    fn take_encoders(&mut self) -> Option<Vec<wgpu::CommandEncoder>> {
        let optimise = self.fast_paths && self.merge_passes;
        let (encoders, counts) = self.recorder.take_encoders(&self.gpu.device, optimise)?;
        self.counters.passes_merged += counts.passes_merged;
        self.counters.passes_dropped += counts.passes_dropped;
        self.counters.stores_elided += counts.stores_elided;
        self.counters.loads_elided += counts.loads_elided;
        Some(encoders)
    }

    /// Uploads the arena's and the uniform ring's bytes of this submission; returns what gives
    /// their buffers back once the GPU has finished it.
    fn retire_buffers(&mut self) -> Vec<crate::submitter::Completion> {
        let queue = &self.gpu.queue;
        vec![
            Box::new(self.arena.retire(queue)),
            Box::new(self.program_uniforms.retire(queue)),
        ]
    }
}
