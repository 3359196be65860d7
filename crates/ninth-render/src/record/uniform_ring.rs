//! The per-frame uniform ring: per-draw uniform blocks (`NinthFixed` and `NinthDraw`) go
//! into 1 MiB `UNIFORM | COPY_DST` buffers at 256-byte aligned offsets, bound through one bind
//! group per buffer with dynamic offsets, so a draw creates no buffer and no bind group. Like
//! the arena, the bytes gather in a CPU shadow uploaded with one `write_buffer` at
//! submission, and buffers return to a small pool once the GPU has finished with them.

use std::num::NonZeroU64;
use std::sync::{Arc, Mutex};

use crate::counters::Counters;

/// Bytes per ring buffer.
pub const RING_BYTES: u64 = 1 << 20;
/// Alignment of every block (WebGPU's default `minUniformBufferOffsetAlignment`).
pub const RING_ALIGN: u64 = 256;
/// Ring buffers kept for reuse.
const RING_POOL: usize = 4;
/// Binding of `NinthDraw` (the first dynamic offset).
pub const DRAW_BINDING: u32 = 0;
/// Size of `NinthDraw`.
pub const DRAW_SIZE: usize = 64;
/// Binding of `NinthFixed` (the second dynamic offset).
pub const FIXED_BINDING: u32 = 7;
/// Size of `NinthFixed`.
pub const FIXED_SIZE: usize = ninth_shader::fixed::uniforms::FIXED_UNIFORMS_SIZE;
/// One draw's slot: `NinthFixed` at 0, `NinthDraw` at 512.
const SLOT_BYTES: u64 = 768;
const DRAW_AT: u64 = 512;

/// Where one draw's uniforms live: the ring buffer (index in this submission) and the
/// dynamic offsets in binding order (`NinthDraw`, `NinthFixed`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct UniformSlot {
    pub buffer: u32,
    pub offsets: [u32; 2],
}

type RingBuffer = (wgpu::Buffer, wgpu::BindGroup);

#[derive(Default)]
struct Pool {
    free: Vec<RingBuffer>,
}

pub(crate) struct UniformRing {
    /// Buffers used since the last submission; the last is being filled.
    buffers: Vec<RingBuffer>,
    /// CPU shadow of the last buffer's used bytes.
    shadow: Vec<u8>,
    /// The last slot handed out, reused when a draw's bytes are equal.
    last: Option<UniformSlot>,
    pool: Arc<Mutex<Pool>>,
}

impl UniformRing {
    pub fn new() -> Self {
        Self {
            buffers: Vec::new(),
            shadow: Vec::new(),
            last: None,
            pool: Arc::default(),
        }
    }

    /// The bind group (group 0) of a ring buffer of this submission.
    pub fn bind_group(&self, index: u32) -> Option<&wgpu::BindGroup> {
        self.buffers.get(index as usize).map(|(_, g)| g)
    }

    /// Copies one draw's blocks into the ring; `layout` is the group-0 layout that new ring
    /// buffers' bind groups are made with.
    pub fn push(
        &mut self,
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        layout: &wgpu::BindGroupLayout,
        counters: &mut Counters,
        draw: &[u8; DRAW_SIZE],
        fixed: &[u8; FIXED_SIZE],
    ) -> UniformSlot {
        if let Some(last) = self.last {
            let base = last.offsets[1] as usize;
            let d = last.offsets[0] as usize;
            if self.shadow.get(base..base + FIXED_SIZE) == Some(&fixed[..])
                && self.shadow.get(d..d + DRAW_SIZE) == Some(&draw[..])
            {
                return last;
            }
        }
        let start = (self.shadow.len() as u64).div_ceil(RING_ALIGN) * RING_ALIGN;
        if self.buffers.is_empty() || start + SLOT_BYTES > RING_BYTES {
            self.finish_current(queue);
            let ring = self.take_buffer(device, layout, counters);
            self.buffers.push(ring);
        }
        let base = (self.shadow.len() as u64).div_ceil(RING_ALIGN) * RING_ALIGN;
        self.shadow.resize((base + SLOT_BYTES) as usize, 0);
        let at = base as usize;
        self.shadow[at..at + FIXED_SIZE].copy_from_slice(fixed);
        let d = (base + DRAW_AT) as usize;
        self.shadow[d..d + DRAW_SIZE].copy_from_slice(draw);
        counters.bytes_copied += (FIXED_SIZE + DRAW_SIZE) as u64;
        let slot = UniformSlot {
            buffer: self.buffers.len() as u32 - 1,
            offsets: [(base + DRAW_AT) as u32, base as u32],
        };
        self.last = Some(slot);
        slot
    }

    fn take_buffer(
        &mut self,
        device: &wgpu::Device,
        layout: &wgpu::BindGroupLayout,
        counters: &mut Counters,
    ) -> RingBuffer {
        if let Some(ring) = self.pool.lock().ok().and_then(|mut p| p.free.pop()) {
            return ring;
        }
        counters.buffers_created += 1;
        let buffer = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("ninth uniform ring"),
            size: RING_BYTES,
            usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let binding = |offset: u64, size: usize| {
            wgpu::BindingResource::Buffer(wgpu::BufferBinding {
                buffer: &buffer,
                offset,
                size: NonZeroU64::new(size as u64),
            })
        };
        let group = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("ninth uniform ring"),
            layout,
            entries: &[
                wgpu::BindGroupEntry {
                    binding: DRAW_BINDING,
                    resource: binding(0, DRAW_SIZE),
                },
                wgpu::BindGroupEntry {
                    binding: FIXED_BINDING,
                    resource: binding(0, FIXED_SIZE),
                },
            ],
        });
        (buffer, group)
    }

    /// Uploads the shadow of the buffer being filled; later pushes start a new buffer.
    fn finish_current(&mut self, queue: &wgpu::Queue) {
        if let Some((buffer, _)) = self.buffers.last()
            && !self.shadow.is_empty()
        {
            queue.write_buffer(buffer, 0, &self.shadow);
        }
        self.shadow.clear();
        self.last = None;
    }

    /// Called just before a submission: uploads the pending bytes and returns a closure that
    /// gives this submission's buffers back to the pool; run it when the GPU has finished.
    pub fn retire(&mut self, queue: &wgpu::Queue) -> impl FnOnce() + Send + 'static {
        self.finish_current(queue);
        let retired = std::mem::take(&mut self.buffers);
        let pool = Arc::clone(&self.pool);
        move || {
            if let Ok(mut pool) = pool.lock() {
                for ring in retired {
                    if pool.free.len() < RING_POOL {
                        pool.free.push(ring);
                    }
                }
            }
        }
    }
}
