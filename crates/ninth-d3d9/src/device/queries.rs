//! D3D9's GPU queries through the renderer's (`ninth_render::queries`): occlusion,
//! timestamp, timestamp-disjoint and timestamp-frequency, with `IDirect3DQuery9`'s
//! `Issue`/`GetData` semantics. (Event queries stay with the COM object: they need only a
//! commit and its completion.)
//!
//! A [`GpuQuery`] is the state of one query object; the device's calls move it:
//! * `Issue(D3DISSUE_BEGIN)` starts an occlusion or disjoint query (again: it restarts);
//!   timestamps and frequencies have no beginning (`D3DERR_INVALIDCALL`).
//! * `Issue(D3DISSUE_END)` ends it; an occlusion query not begun is begun and ended at once
//!   (it counts nothing), as DXVK does.
//! * `GetData` gives the value once the GPU work before the end is done and read back
//!   (`Ok(None)`, D3D9's `S_FALSE`, before that; `flush` submits the recorded work). A query
//!   begun and not ended answers `Ok(None)`; one never issued is in D3D9's initial signaled
//!   state and answers at once (occlusion 0, disjoint `FALSE`, the frequency), except a
//!   timestamp, which is taken then (DXVK's way).
//!
//! Occlusion counts samples, as DXVK and wined3d do (Vulkan's and GL's samples passed): a
//! multisampled target counts each sample that passes.

use ninth_render::{OcclusionId, QueryWait, TIMESTAMP_FREQUENCY, TimestampId};

use crate::device::Device;
use crate::error::{Error, Result};

/// `D3DQUERYTYPE_OCCLUSION`.
pub const D3DQUERYTYPE_OCCLUSION: u32 = 9;
/// `D3DQUERYTYPE_TIMESTAMP`.
pub const D3DQUERYTYPE_TIMESTAMP: u32 = 10;
/// `D3DQUERYTYPE_TIMESTAMPDISJOINT`.
pub const D3DQUERYTYPE_TIMESTAMPDISJOINT: u32 = 11;
/// `D3DQUERYTYPE_TIMESTAMPFREQ`.
pub const D3DQUERYTYPE_TIMESTAMPFREQ: u32 = 12;

/// The D3D9 query types a [`GpuQuery`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GpuQueryKind {
    /// `D3DQUERYTYPE_OCCLUSION`: a `DWORD` of samples that passed.
    Occlusion,
    /// `D3DQUERYTYPE_TIMESTAMP`: a `UINT64` GPU time, in ticks of the frequency query.
    Timestamp,
    /// `D3DQUERYTYPE_TIMESTAMPDISJOINT`: a `BOOL`, whether the timestamps between its begin
    /// and end may not be compared.
    TimestampDisjoint,
    /// `D3DQUERYTYPE_TIMESTAMPFREQ`: a `UINT64`, timestamp ticks per second.
    TimestampFreq,
}

impl GpuQueryKind {
    /// The kind of a `D3DQUERYTYPE`, if it is one of these.
    pub fn from_d3d(kind: u32) -> Option<Self> {
        Some(match kind {
            D3DQUERYTYPE_OCCLUSION => Self::Occlusion,
            D3DQUERYTYPE_TIMESTAMP => Self::Timestamp,
            D3DQUERYTYPE_TIMESTAMPDISJOINT => Self::TimestampDisjoint,
            D3DQUERYTYPE_TIMESTAMPFREQ => Self::TimestampFreq,
            _ => return None,
        })
    }

    /// `GetDataSize`: the bytes of its data.
    pub fn data_size(self) -> u32 {
        match self {
            Self::Occlusion | Self::TimestampDisjoint => 4,
            Self::Timestamp | Self::TimestampFreq => 8,
        }
    }
}

/// `IDirect3DQuery9::Issue`'s flags.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Issue {
    /// `D3DISSUE_BEGIN`.
    Begin,
    /// `D3DISSUE_END`.
    End,
}

impl Issue {
    /// The `D3DISSUE_*` flag an `Issue` call names: exactly one of the two, else `None`.
    pub fn from_d3d(flags: u32) -> Option<Self> {
        match flags {
            2 => Some(Self::Begin),
            1 => Some(Self::End),
            _ => None,
        }
    }
}

/// Where a query is.
#[derive(Debug)]
enum State {
    /// Created and never issued (D3D9's initial signaled state).
    Fresh,
    /// Occlusion: begun, counting.
    Counting(OcclusionId),
    /// Occlusion: ended, its count on the way.
    Counted(OcclusionId),
    /// Timestamp: written.
    Stamped(TimestampId),
    /// Disjoint: begun (with its first timestamp, where the adapter has them).
    DisjointBegun(Option<TimestampId>),
    /// Disjoint: ended.
    DisjointEnded(Option<TimestampId>, Option<TimestampId>),
    /// Frequency: issued.
    Frequency,
    /// The value is known.
    Known(u64),
}

/// One occlusion or timestamp-family query object's state.
#[derive(Debug)]
pub struct GpuQuery {
    kind: GpuQueryKind,
    state: State,
}

impl GpuQuery {
    /// A query of `kind` in D3D9's initial state.
    pub fn new(kind: GpuQueryKind) -> Self {
        Self {
            kind,
            state: State::Fresh,
        }
    }

    /// Its kind.
    pub fn kind(&self) -> GpuQueryKind {
        self.kind
    }
}

impl Device<'_> {
    /// Whether `CreateQuery` of `kind` succeeds on this adapter: occlusion always, the
    /// timestamp family where the renderer can take timestamps.
    pub fn query_supported(&self, kind: GpuQueryKind) -> bool {
        match kind {
            GpuQueryKind::Occlusion => true,
            _ => self.renderer.timestamps_supported(),
        }
    }

    /// `IDirect3DQuery9::Issue` for `query`. `D3DISSUE_BEGIN` on a timestamp or frequency
    /// query is `D3DERR_INVALIDCALL` (nothing changes).
    pub fn issue_query(&mut self, query: &mut GpuQuery, issue: Issue) -> Result<()> {
        use GpuQueryKind as K;
        match (query.kind, issue) {
            (K::Timestamp | K::TimestampFreq, Issue::Begin) => {
                return Err(Error::invalid(format!(
                    "Issue(D3DISSUE_BEGIN) on a {:?} query (it takes D3DISSUE_END only)",
                    query.kind
                )));
            }
            (K::Occlusion, Issue::Begin) => {
                self.forget_query(query);
                query.state = State::Counting(self.renderer.begin_occlusion()?);
            }
            (K::Occlusion, Issue::End) => {
                let id = match std::mem::replace(&mut query.state, State::Fresh) {
                    State::Counting(id) => id,
                    other => {
                        query.state = other;
                        self.forget_query(query);
                        self.renderer.begin_occlusion()?
                    }
                };
                self.renderer.end_occlusion(id)?;
                query.state = State::Counted(id);
            }
            (K::Timestamp, Issue::End) => {
                let id = self.renderer.write_timestamp()?;
                self.forget_query(query);
                query.state = State::Stamped(id);
            }
            (K::TimestampDisjoint, Issue::Begin) => {
                let first = self.disjoint_stamp()?;
                self.forget_query(query);
                query.state = State::DisjointBegun(first);
            }
            (K::TimestampDisjoint, Issue::End) => {
                let last = self.disjoint_stamp()?;
                let first = match std::mem::replace(&mut query.state, State::Fresh) {
                    State::DisjointBegun(first) => first,
                    other => {
                        query.state = other;
                        self.forget_query(query);
                        None
                    }
                };
                query.state = State::DisjointEnded(first, last);
            }
            (K::TimestampFreq, Issue::End) => {
                self.forget_query(query);
                query.state = State::Frequency;
            }
        }
        Ok(())
    }

    /// `IDirect3DQuery9::GetData` for `query`: its value (a count, ticks, 0/1 or the
    /// frequency; the caller writes [`GpuQueryKind::data_size`] bytes of it), or `None`
    /// while it is not there. `flush` (`D3DGETDATA_FLUSH`) submits the recorded work it
    /// waits for.
    pub fn query_data(&mut self, query: &mut GpuQuery, flush: bool) -> Result<Option<u64>> {
        let wait = if flush {
            QueryWait::Flush
        } else {
            QueryWait::Poll
        };
        let value = match &query.state {
            State::Known(value) => return Ok(Some(*value)),
            State::Fresh if query.kind == GpuQueryKind::Timestamp => {
                // Never issued: taken now (DXVK issues the end for the caller).
                self.issue_query(query, Issue::End)?;
                return self.query_data(query, flush);
            }
            State::Fresh => Some(match query.kind {
                GpuQueryKind::TimestampFreq => TIMESTAMP_FREQUENCY,
                _ => 0,
            }),
            State::Counting(_) | State::DisjointBegun(_) => None,
            State::Counted(id) => self.renderer.occlusion_result(*id, wait)?,
            State::Stamped(id) => self.renderer.timestamp_result(*id, wait)?,
            State::Frequency => Some(TIMESTAMP_FREQUENCY),
            State::DisjointEnded(first, last) => {
                let mut times = [0u64; 2];
                let mut ready = true;
                for (time, id) in times.iter_mut().zip([first, last]) {
                    if let Some(id) = id {
                        match self.renderer.timestamp_result(*id, wait)? {
                            Some(t) => *time = t,
                            None => ready = false,
                        }
                    }
                }
                // The GPU clock went backwards: the two cannot be compared.
                ready.then(|| u64::from(times[1] < times[0]))
            }
        };
        if let Some(value) = value {
            self.forget_query(query);
            // An occlusion query's DWORD saturates.
            let value = match query.kind {
                GpuQueryKind::Occlusion => value.min(u64::from(u32::MAX)),
                _ => value,
            };
            query.state = State::Known(value);
        }
        Ok(value)
    }

    /// Frees what the renderer holds for `query` (call before dropping it); it is back in
    /// its initial state.
    pub fn release_query(&mut self, query: &mut GpuQuery) {
        self.forget_query(query);
    }

    /// A disjoint query's timestamp, where the adapter takes them.
    fn disjoint_stamp(&mut self) -> Result<Option<TimestampId>> {
        if self.renderer.timestamps_supported() {
            Ok(Some(self.renderer.write_timestamp()?))
        } else {
            Ok(None)
        }
    }

    /// Releases the renderer's queries of `query` and makes it fresh.
    fn forget_query(&mut self, query: &mut GpuQuery) {
        match std::mem::replace(&mut query.state, State::Fresh) {
            State::Counting(id) | State::Counted(id) => self.renderer.release_occlusion(id),
            State::Stamped(id) => self.renderer.release_timestamp(id),
            State::DisjointBegun(first) => {
                if let Some(id) = first {
                    self.renderer.release_timestamp(id);
                }
            }
            State::DisjointEnded(first, last) => {
                for id in [first, last].into_iter().flatten() {
                    self.renderer.release_timestamp(id);
                }
            }
            State::Fresh | State::Frequency | State::Known(_) => {}
        }
    }
}
