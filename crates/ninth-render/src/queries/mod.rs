//! GPU queries for D3D9's `IDirect3DQuery9`: occlusion (samples that passed the depth and
//! stencil tests between a begin and an end, across any number of render passes) and
//! timestamps (the GPU's time when the work recorded before it is done).
//!
//! Results come back through query sets resolved at the end of each submitted encoder and
//! mapped on request (`state.rs` says how a query spans passes, `batch.rs` how a batch
//! comes back). A result is `None` until its submission is done and read back; asking with
//! [`QueryWait::Flush`] submits the recorded work it depends on, [`QueryWait::Wait`] also
//! blocks until it is there.

mod batch;
pub(crate) mod state;

use crate::error::{Error, Result};
use crate::renderer::Renderer;
use state::Part;

/// An occlusion query of a [`Renderer`] (one begin .. end).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OcclusionId(u64);

/// A timestamp query of a [`Renderer`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TimestampId(u64);

/// How far a result request goes when the result is not there yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum QueryWait {
    /// Look only (D3D9's `GetData` without `D3DGETDATA_FLUSH`): work still being recorded
    /// is not submitted.
    #[default]
    Poll,
    /// Submit the recorded work the query depends on, without blocking
    /// (`D3DGETDATA_FLUSH`).
    Flush,
    /// Submit it and block until the result is there.
    Wait,
}

/// Ticks per second of the values [`Renderer::timestamp_result`] gives: nanoseconds.
pub const TIMESTAMP_FREQUENCY: u64 = 1_000_000_000;

impl Renderer {
    /// Starts an occlusion query: from now until [`Renderer::end_occlusion`] it counts the
    /// samples of every draw that pass the depth and stencil tests (multisampled targets
    /// count each sample), in any context. Queries may overlap and nest.
    pub fn begin_occlusion(&mut self) -> Result<OcclusionId> {
        let id = self.recorder.queries.new_id();
        self.change_active_occlusions(|q| q.activate(id));
        Ok(OcclusionId(id))
    }

    /// Ends an occlusion query begun with [`Renderer::begin_occlusion`]; an unknown or
    /// already ended query is an error.
    pub fn end_occlusion(&mut self, id: OcclusionId) -> Result<()> {
        match self.recorder.queries.occlusions.get(&id.0) {
            None => return Err(Error::args(format!("occlusion query {} is unknown", id.0))),
            Some(q) if q.ended => {
                return Err(Error::state(format!(
                    "occlusion query {} is already ended",
                    id.0
                )));
            }
            Some(_) => {}
        }
        self.change_active_occlusions(|q| {
            q.deactivate(id.0);
        });
        Ok(())
    }

    /// The samples that passed during an ended occlusion query, or `None` while its work is
    /// not back from the GPU (see [`QueryWait`]). A query not yet ended is an error.
    pub fn occlusion_result(&mut self, id: OcclusionId, wait: QueryWait) -> Result<Option<u64>> {
        let parts = match self.recorder.queries.occlusions.get(&id.0) {
            None => return Err(Error::args(format!("occlusion query {} is unknown", id.0))),
            Some(q) if !q.ended => {
                return Err(Error::state(format!(
                    "occlusion query {} is not ended",
                    id.0
                )));
            }
            Some(q) => q.parts.clone(),
        };
        if !parts.is_empty() {
            self.fetch_parts(&parts, wait)?;
        }
        let Some(q) = self.recorder.queries.occlusions.get(&id.0) else {
            return Err(Error::args(format!("occlusion query {} is unknown", id.0)));
        };
        if q.failed {
            return Err(Error::device(
                "the occlusion query's results could not be read back",
            ));
        }
        Ok(q.parts.is_empty().then_some(q.samples))
    }

    /// Forgets an occlusion query (ending it first if it is active). Unknown ids are ignored.
    pub fn release_occlusion(&mut self, id: OcclusionId) {
        if self.recorder.queries.occlusions.contains_key(&id.0) {
            self.change_active_occlusions(|q| {
                q.deactivate(id.0);
            });
            self.recorder.queries.occlusions.remove(&id.0);
        }
    }

    /// Whether the adapter can take timestamps (wgpu's `TIMESTAMP_QUERY` and
    /// `TIMESTAMP_QUERY_INSIDE_ENCODERS`, enabled when the adapter has them).
    pub fn timestamps_supported(&self) -> bool {
        self.gpu.features.contains(
            wgpu::Features::TIMESTAMP_QUERY | wgpu::Features::TIMESTAMP_QUERY_INSIDE_ENCODERS,
        )
    }

    /// Writes a timestamp query after the work recorded so far (the open render pass ends
    /// first). Its value ([`Renderer::timestamp_result`]) counts [`TIMESTAMP_FREQUENCY`]
    /// ticks a second. An `Unsupported` error where [`Renderer::timestamps_supported`] is
    /// false.
    pub fn write_timestamp(&mut self) -> Result<TimestampId> {
        if !self.timestamps_supported() {
            return Err(Error::unsupported(
                "the adapter has no timestamp queries (TIMESTAMP_QUERY_INSIDE_ENCODERS)",
            ));
        }
        let queries = &mut self.recorder.queries;
        let id = queries.new_id();
        let (set, part) = queries.next_timestamp(&self.gpu.device);
        queries.timestamps_by_id.insert(
            id,
            state::Timestamp {
                part: Some(part),
                ticks: 0,
                failed: false,
            },
        );
        let encoder = self.recorder.encoder(&self.gpu.device);
        encoder.write_timestamp(&set, part.1);
        Ok(TimestampId(id))
    }

    /// A timestamp's value in nanoseconds (of a GPU clock with an arbitrary origin), or
    /// `None` while its work is not back from the GPU (see [`QueryWait`]).
    pub fn timestamp_result(&mut self, id: TimestampId, wait: QueryWait) -> Result<Option<u64>> {
        let part = match self.recorder.queries.timestamps_by_id.get(&id.0) {
            None => return Err(Error::args(format!("timestamp query {} is unknown", id.0))),
            Some(t) => t.part,
        };
        if let Some(part) = part {
            self.fetch_parts(&[part], wait)?;
        }
        let Some(t) = self.recorder.queries.timestamps_by_id.get(&id.0) else {
            return Err(Error::args(format!("timestamp query {} is unknown", id.0)));
        };
        if t.failed {
            return Err(Error::device("the timestamp query could not be read back"));
        }
        if t.part.is_some() {
            return Ok(None);
        }
        let period = self.gpu.queue.get_timestamp_period();
        let ns = if period == 1.0 {
            t.ticks
        } else {
            (t.ticks as f64 * f64::from(period)) as u64
        };
        Ok(Some(ns))
    }

    /// Forgets a timestamp query. Unknown ids are ignored.
    pub fn release_timestamp(&mut self, id: TimestampId) {
        self.recorder.queries.timestamps_by_id.remove(&id.0);
    }

    /// Closes the open pass's segment, changes the active occlusion queries and opens a
    /// segment for them; where the open pass cannot take one, ends it (the next pass opens
    /// it). Draws batched but not issued are issued first: they came before the change.
    fn change_active_occlusions(&mut self, change: impl FnOnce(&mut state::Queries)) {
        let (pass, queries) = self.recorder.pass_and_queries();
        let end_pass = match pass {
            Some(pass) => {
                queries.close_segment(pass);
                change(queries);
                !queries.open_segment(pass)
            }
            None => {
                change(queries);
                false
            }
        };
        if end_pass {
            self.recorder.end_pass();
        }
    }

    /// Brings back what `parts` wait for as far as `wait` goes.
    fn fetch_parts(&mut self, parts: &[Part], wait: QueryWait) -> Result<()> {
        let recording = parts
            .iter()
            .any(|&p| self.recorder.queries.recording_part(p));
        if recording {
            if wait == QueryWait::Poll {
                return Ok(());
            }
            self.commit(false)?;
        }
        // Every encoder handed to the submit thread is submitted before its batches map.
        self.submitter.drain();
        self.recorder.queries.map_resolved();
        let poll = if wait == QueryWait::Wait {
            wgpu::PollType::wait_indefinitely()
        } else {
            wgpu::PollType::Poll
        };
        if let Err(e) = self.gpu.device.poll(poll) {
            return Err(Error::device(format!("waiting for query results: {e}")));
        }
        self.recorder.queries.read_mapped();
        Ok(())
    }
}
