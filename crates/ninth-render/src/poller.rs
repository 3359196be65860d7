//! The poll thread: polls the device while submissions are outstanding, so completion
//! callbacks (arena retirement, `commit_async`) run within about a millisecond without the
//! engine thread polling.
//!
//! It never blocks in `poll(Wait)`: a blocking wait holds wgpu-core's fence lock for the whole
//! GPU frame, and `Queue::submit` needs that lock, so the engine thread's next submission
//! would stall until the GPU finished (measured on an H200: +1 us per draw, intermittently).
//! Short non-blocking polls with 1 ms sleeps keep submission free.

use std::sync::mpsc;

pub(crate) struct Poller {
    sender: Option<mpsc::Sender<wgpu::SubmissionIndex>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Poller {
    /// A poller that does nothing: callbacks run during later polls of the engine thread.
    pub fn disabled() -> Self {
        Self {
            sender: None,
            thread: None,
        }
    }

    pub fn new(device: wgpu::Device) -> Self {
        let (sender, receiver) = mpsc::channel::<wgpu::SubmissionIndex>();
        let thread = std::thread::Builder::new()
            .name("ninth-poll".into())
            .spawn(move || {
                while receiver.recv().is_ok() {
                    loop {
                        match device.poll(wgpu::PollType::Poll) {
                            Ok(status) if status.is_queue_empty() => break,
                            Ok(_) => std::thread::sleep(std::time::Duration::from_millis(1)),
                            Err(_) => break,
                        }
                        // Later submissions are covered by this loop too. Stop when the
                        // renderer is gone: its queue is dropped before this poller, and without
                        // a queue the device never reports an empty queue.
                        loop {
                            match receiver.try_recv() {
                                Ok(_) => {}
                                Err(mpsc::TryRecvError::Empty) => break,
                                Err(mpsc::TryRecvError::Disconnected) => return,
                            }
                        }
                    }
                }
            })
            .ok();
        Self {
            sender: Some(sender),
            thread,
        }
    }

    /// A sender other threads use like [`Poller::watch`] (`None` when the poller is off).
    pub fn watcher(&self) -> Option<mpsc::Sender<wgpu::SubmissionIndex>> {
        self.sender.clone()
    }

    /// Asks the poll thread to wait for `index` (and so run its callbacks).
    pub fn watch(&self, index: wgpu::SubmissionIndex) {
        if let Some(sender) = &self.sender {
            let _ = sender.send(index);
        }
    }
}

impl Drop for Poller {
    fn drop(&mut self) {
        self.sender = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
