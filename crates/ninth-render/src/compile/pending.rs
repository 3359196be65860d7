//! A pipeline being built, shared by the draw that wants it and the worker that builds it.

use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// What builds a draw's pipeline; kept so the engine thread can run it itself when no
/// worker has started it (or a worker's build failed).
pub(crate) type Build = Arc<dyn Fn() -> wgpu::RenderPipeline + Send + Sync>;

/// What builds a pipeline of an earlier run from the disk cache: `None` where the saved
/// module text or recipe no longer makes a valid pipeline.
pub(crate) type PrewarmBuild = Box<dyn Fn() -> Option<wgpu::RenderPipeline> + Send + Sync>;

enum State {
    /// In the queue, not started.
    Queued,
    /// A worker is building it.
    Building,
    Done(wgpu::RenderPipeline),
    /// The worker's build panicked or the prewarm build was invalid: the draw's own build
    /// runs when a draw needs it.
    Failed,
}

/// One pipeline on its way.
pub(crate) struct PendingPipeline {
    /// The build of a draw that needs the pipeline (set at once for a draw's pipeline,
    /// adopted when a draw takes a prewarmed one).
    build: Mutex<Option<Build>>,
    prewarm: Option<PrewarmBuild>,
    state: Mutex<State>,
    done: Condvar,
}

/// How a pipeline reached the draw that needed it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Resolved {
    /// A worker had finished it.
    Ready,
    /// A worker was building it; the draw waited this long.
    Waited(Duration),
    /// Nobody had started it (or a worker's build failed): the engine thread built it,
    /// taking this long.
    BuiltHere(Duration),
}

impl PendingPipeline {
    /// The pipeline of a draw, built by `build`.
    pub fn for_draw(build: Build) -> Arc<Self> {
        Self::make(Some(build), None)
    }

    /// A pipeline of an earlier run, built by `prewarm` until a draw adopts it.
    pub fn for_prewarm(prewarm: PrewarmBuild) -> Arc<Self> {
        Self::make(None, Some(prewarm))
    }

    fn make(build: Option<Build>, prewarm: Option<PrewarmBuild>) -> Arc<Self> {
        Arc::new(Self {
            build: Mutex::new(build),
            prewarm,
            state: Mutex::new(State::Queued),
            done: Condvar::new(),
        })
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn draw_build(&self) -> Option<Build> {
        self.build.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// A draw takes this pipeline: `build` is used wherever it is built from now on, and
    /// if the prewarm build failed.
    pub fn adopt(&self, build: Build) {
        *self.build.lock().unwrap_or_else(|e| e.into_inner()) = Some(build);
    }

    /// A worker's turn: builds the pipeline unless it was taken or built already.
    pub fn run_on_worker(&self) {
        {
            let mut state = self.lock();
            if !matches!(*state, State::Queued) {
                return;
            }
            *state = State::Building;
        }
        let build = self.draw_build();
        let built = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| match &build {
            Some(build) => Some(build()),
            None => self.prewarm.as_ref().and_then(|prewarm| prewarm()),
        }));
        let mut state = self.lock();
        *state = match built {
            Ok(Some(pipeline)) => State::Done(pipeline),
            Ok(None) => State::Failed,
            Err(_) => {
                tracing::warn!("a pipeline build panicked on a compile worker");
                State::Failed
            }
        };
        self.done.notify_all();
    }

    /// Whether nobody has started the build.
    pub fn is_queued(&self) -> bool {
        matches!(*self.lock(), State::Queued)
    }

    /// The pipeline if it is built, without waiting.
    pub fn ready(&self) -> Option<wgpu::RenderPipeline> {
        match &*self.lock() {
            State::Done(pipeline) => Some(pipeline.clone()),
            _ => None,
        }
    }

    /// The pipeline: built already, waited for while a worker builds it, or built here by
    /// the draw's build. `None` only for a pipeline no draw adopted whose prewarm failed.
    pub fn resolve(&self) -> Option<(wgpu::RenderPipeline, Resolved)> {
        let start = Instant::now();
        let mut waited = false;
        let mut state = self.lock();
        loop {
            match &*state {
                State::Done(pipeline) => {
                    let how = match waited {
                        false => Resolved::Ready,
                        true => Resolved::Waited(start.elapsed()),
                    };
                    return Some((pipeline.clone(), how));
                }
                State::Queued | State::Failed => {
                    let build = self.draw_build()?;
                    *state = State::Building;
                    drop(state);
                    let pipeline = build();
                    *self.lock() = State::Done(pipeline.clone());
                    self.done.notify_all();
                    return Some((pipeline, Resolved::BuiltHere(start.elapsed())));
                }
                State::Building => {
                    waited = true;
                    state = self.done.wait(state).unwrap_or_else(|e| e.into_inner());
                }
            }
        }
    }
}

/// The pipeline a draw binds: built, or on its way.
#[derive(Clone)]
pub(crate) enum PipelineRef {
    Ready(wgpu::RenderPipeline),
    Pending(Arc<PendingPipeline>),
}
