//! The poll thread: waits on each submission so completion callbacks (arena retirement,
//! `commit_async`) run promptly without the engine thread polling.

use std::sync::mpsc;

pub(crate) struct Poller {
    sender: Option<mpsc::Sender<wgpu::SubmissionIndex>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Poller {
    pub fn new(device: wgpu::Device) -> Self {
        let (sender, receiver) = mpsc::channel::<wgpu::SubmissionIndex>();
        let thread = std::thread::Builder::new()
            .name("ninth-poll".into())
            .spawn(move || {
                while let Ok(index) = receiver.recv() {
                    let _ = device.poll(wgpu::PollType::Wait {
                        submission_index: Some(index),
                        timeout: None,
                    });
                }
            })
            .ok();
        Self {
            sender: Some(sender),
            thread,
        }
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
