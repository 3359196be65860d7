//! The queries' bookkeeping, held by the recorder so that its render passes can carry them.
//!
//! Occlusion: WebGPU counts samples per render pass (an occlusion query set attached when
//! the pass begins, `begin_occlusion_query`/`end_occlusion_query` around draws, one query
//! active at a time), while a D3D9 occlusion query spans any number of passes (ninth merges
//! and splits passes as targets, clears and flushes come) and may overlap other queries.
//! So the draws between changes are cut into *segments*: a segment is one wgpu occlusion
//! query inside one pass, opened when a pass begins or the set of active D3D9 queries
//! changes while at least one is active, and closed when the pass ends or the set changes.
//! Every D3D9 query active during a segment lists it as one of its *parts*; its result is the
//! sum of its parts' counts once their batches are read back.

use std::collections::HashMap;

use crate::queries::batch::Batch;

/// Where a query's value will come from: the serial of a batch and an index in it.
pub(crate) type Part = (u64, u32);

/// A D3D9 occlusion query (one `begin_occlusion` .. `end_occlusion`).
#[derive(Default)]
pub(crate) struct Occlusion {
    /// Ended: no segment opened from now on counts for it.
    pub ended: bool,
    /// Segments not read back yet.
    pub parts: Vec<Part>,
    /// Samples of the segments read back so far.
    pub samples: u64,
    /// A batch it has parts in could not be read back.
    pub failed: bool,
}

/// A timestamp query.
pub(crate) struct Timestamp {
    /// The query it was written to, until read back.
    pub part: Option<Part>,
    /// Raw ticks, once read back.
    pub ticks: u64,
    /// Its batch could not be read back.
    pub failed: bool,
}

/// Every query of the renderer and the batches they are written into.
#[derive(Default)]
pub(crate) struct Queries {
    /// Occlusion queries were begun on this renderer: every pass carries the occlusion set
    /// from then on, so a query begun inside a pass needs no new pass.
    occlusion_in_use: bool,
    /// The occlusion batch being filled, in the encoder being recorded.
    occlusion: Option<Batch>,
    /// The timestamp batch being filled, in the encoder being recorded.
    timestamps: Option<Batch>,
    /// Full batches written in the encoder being recorded, resolved at its end.
    full: Vec<Batch>,
    /// Batches resolved into encoders taken for submission, until read back.
    resolved: Vec<Batch>,
    /// Batches to reuse, by query type (occlusion, timestamp).
    free: [Vec<Batch>; 2],
    next_serial: u64,
    /// Id of the next query.
    next_id: u64,
    pub occlusions: HashMap<u64, Occlusion>,
    pub timestamps_by_id: HashMap<u64, Timestamp>,
    /// Occlusion queries begun and not ended, in begin order.
    active: Vec<u64>,
    /// The serial of the occlusion batch whose set the open pass carries.
    pass_batch: Option<u64>,
    /// A segment is open in the open pass.
    segment_open: bool,
}

impl Queries {
    /// A new query id.
    pub fn new_id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    /// The batch of `kind` (0 occlusion, 1 timestamp) being filled, with a free index: a
    /// full one is set aside for the encoder's resolve, and a free or new one takes its place.
    fn recording(&mut self, device: &wgpu::Device, kind: usize) -> &mut Batch {
        let slot = if kind == 0 {
            &mut self.occlusion
        } else {
            &mut self.timestamps
        };
        if let Some(batch) = slot.take_if(|b| b.full()) {
            self.full.push(batch);
        }
        let slot = if kind == 0 {
            &mut self.occlusion
        } else {
            &mut self.timestamps
        };
        slot.get_or_insert_with(|| {
            self.next_serial += 1;
            match self.free[kind].pop() {
                Some(mut batch) => {
                    batch.serial = self.next_serial;
                    batch
                }
                None => {
                    let ty = if kind == 0 {
                        wgpu::QueryType::Occlusion
                    } else {
                        wgpu::QueryType::Timestamp
                    };
                    Batch::new(device, ty, self.next_serial)
                }
            }
        })
    }

    /// The next timestamp query: its set and index, with the part it is.
    pub fn next_timestamp(&mut self, device: &wgpu::Device) -> (wgpu::QuerySet, Part) {
        let batch = self.recording(device, 1);
        let index = batch.take().unwrap_or(0);
        (batch.set(), (batch.serial, index))
    }

    /// Starts counting samples for the new occlusion query `id` (the caller closed the
    /// open segment).
    pub fn activate(&mut self, id: u64) {
        self.occlusion_in_use = true;
        self.occlusions.insert(id, Occlusion::default());
        self.active.push(id);
    }

    /// Stops counting for `id` (the caller closed the open segment); whether it was active.
    pub fn deactivate(&mut self, id: u64) -> bool {
        let Some(at) = self.active.iter().position(|&a| a == id) else {
            return false;
        };
        self.active.remove(at);
        if let Some(q) = self.occlusions.get_mut(&id) {
            q.ended = true;
        }
        true
    }

    /// The occlusion set a pass begun now carries (`None` before any occlusion query).
    ///
    /// Called by `Recorder::begin_pass` (no pass is open then).
    pub fn pass_set(&mut self, device: &wgpu::Device) -> Option<wgpu::QuerySet> {
        self.segment_open = false;
        if !self.occlusion_in_use {
            self.pass_batch = None;
            return None;
        }
        let batch = self.recording(device, 0);
        let (serial, set) = (batch.serial, batch.set());
        self.pass_batch = Some(serial);
        Some(set)
    }

    /// A pass carrying [`Queries::pass_set`]'s set has begun: opens a segment if a query
    /// is active.
    pub fn pass_begun(&mut self, pass: &mut crate::record::pass_encoder::PassEncoder) {
        if !self.active.is_empty() {
            self.open_segment(pass);
        }
    }

    /// The open pass is ending: closes its segment.
    pub fn pass_ending(&mut self, pass: &mut crate::record::pass_encoder::PassEncoder) {
        self.close_segment(pass);
        self.pass_batch = None;
    }

    /// Closes the open segment of `pass`, if any.
    pub fn close_segment(&mut self, pass: &mut crate::record::pass_encoder::PassEncoder) {
        if self.segment_open {
            pass.end_occlusion_query();
            self.segment_open = false;
        }
    }

    /// Opens a segment in `pass` for the active queries; `false` when the pass carries no
    /// occlusion set with a free query (the caller ends the pass, so the next one opens it).
    pub fn open_segment(&mut self, pass: &mut crate::record::pass_encoder::PassEncoder) -> bool {
        if self.active.is_empty() {
            return true;
        }
        let Some(batch) = self
            .occlusion
            .as_mut()
            .filter(|b| Some(b.serial) == self.pass_batch)
        else {
            return false;
        };
        let Some(index) = batch.take() else {
            return false;
        };
        pass.begin_occlusion_query(index);
        self.segment_open = true;
        let part = (batch.serial, index);
        for id in &self.active {
            if let Some(q) = self.occlusions.get_mut(id) {
                q.parts.push(part);
            }
        }
        true
    }

    /// The encoder being recorded is taken for submission (its pass ended): resolves every
    /// batch written in it.
    ///
    /// Called by `Recorder::take_encoder`.
    pub fn resolve(&mut self, encoder: &mut wgpu::CommandEncoder) {
        let current = [self.occlusion.take(), self.timestamps.take()];
        let mut written: Vec<Batch> = std::mem::take(&mut self.full);
        for (kind, batch) in current.into_iter().enumerate() {
            match batch {
                Some(b) if b.used > 0 => written.push(b),
                // Nothing written: the batch goes on into the next encoder.
                Some(b) if kind == 0 => self.occlusion = Some(b),
                Some(b) => self.timestamps = Some(b),
                None => {}
            }
        }
        for mut batch in written {
            batch.resolve(encoder);
            self.resolved.push(batch);
        }
        self.pass_batch = None;
        self.segment_open = false;
        self.recycle_unread();
    }

    /// Gives batches no query waits for any more (their queries were released or restarted
    /// before reading them) back to the pool, so queries never read leave nothing behind.
    /// A batch not mapped is reused as it is: a later encoder's writes into it run after
    /// the earlier submission's (queue order); a mapped one is read (and dropped) first.
    fn recycle_unread(&mut self) {
        self.read_mapped();
        let mut at = 0;
        while at < self.resolved.len() {
            let serial = self.resolved[at].serial;
            let waited = self
                .occlusions
                .values()
                .any(|q| q.parts.iter().any(|p| p.0 == serial))
                || self
                    .timestamps_by_id
                    .values()
                    .any(|t| t.part.is_some_and(|p| p.0 == serial));
            if waited || !self.resolved[at].unmapped() {
                at += 1;
                continue;
            }
            let mut batch = self.resolved.swap_remove(at);
            batch.reset();
            let kind = usize::from(batch.timestamp);
            self.free[kind].push(batch);
        }
    }

    /// Whether `part` is in a batch of the encoder being recorded (not resolved yet).
    pub fn recording_part(&self, part: Part) -> bool {
        let serial = part.0;
        self.occlusion.as_ref().is_some_and(|b| b.serial == serial)
            || self.timestamps.as_ref().is_some_and(|b| b.serial == serial)
            || self.full.iter().any(|b| b.serial == serial)
    }

    /// Requests the maps of the resolved batches (their encoders have been submitted).
    pub fn map_resolved(&mut self) {
        for batch in &mut self.resolved {
            batch.map();
        }
    }

    /// Reads the batches whose maps are done and gives their values to the queries.
    pub fn read_mapped(&mut self) {
        let mut at = 0;
        while at < self.resolved.len() {
            let Some(values) = self.resolved[at].read() else {
                at += 1;
                continue;
            };
            let mut batch = self.resolved.swap_remove(at);
            self.distribute(batch.serial, values.as_deref().ok());
            batch.serial = 0;
            let kind = usize::from(batch.timestamp);
            self.free[kind].push(batch);
        }
    }

    /// Gives the values of batch `serial` (`None`: it failed) to the queries with parts in
    /// it.
    fn distribute(&mut self, serial: u64, values: Option<&[u64]>) {
        for q in self.occlusions.values_mut() {
            q.parts.retain(|&(s, index)| {
                if s != serial {
                    return true;
                }
                match values.and_then(|v| v.get(index as usize)) {
                    Some(&n) => q.samples = q.samples.saturating_add(n),
                    None => q.failed = true,
                }
                false
            });
        }
        for t in self.timestamps_by_id.values_mut() {
            if let Some((_, index)) = t.part.filter(|p| p.0 == serial) {
                match values.and_then(|v| v.get(index as usize)) {
                    Some(&n) => t.ticks = n,
                    None => t.failed = true,
                }
                t.part = None;
            }
        }
    }
}
