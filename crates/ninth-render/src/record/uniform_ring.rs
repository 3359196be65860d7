//! The per-frame uniform ring: every draw's uniform blocks (`NinthDraw` and the constant
//! files of both stages, the fixed-function pixel stage's `NinthFixed` in the pixel float
//! file's place) go into 1 MiB `UNIFORM | COPY_DST` buffers at the device's uniform offset
//! alignment, bound through bind groups per buffer with dynamic offsets, so a draw creates
//! no buffer and no bind group. Like the arena, the bytes gather in a CPU shadow uploaded
//! with one `write_buffer` at submission, and buffers return to a small pool once the GPU
//! has finished with them.

use std::num::NonZeroU64;
use std::sync::{Arc, Mutex};

use crate::counters::Counters;

/// Padding source for aligning blocks (alignments are at most [`RING_ALIGN`]).
static ZEROS: [u8; RING_ALIGN as usize] = [0; RING_ALIGN as usize];
/// Bytes per ring buffer.
pub const RING_BYTES: u64 = 1 << 20;
/// Largest block alignment padded from a zeroed block (WebGPU's default
/// `minUniformBufferOffsetAlignment`; devices allow at most this).
pub const RING_ALIGN: u64 = 256;
/// Ring buffers kept for reuse.
const RING_POOL: usize = 4;

/// Bindings of the programmable path's group 0 (binding contract v7: 0 `NinthDraw`, 1-2
/// float constants, 3-4 int constants, 5-6 bool constants, 7-8 sampler uniforms, vertex
/// then pixel; 9 the bump-environment uniforms of shader model 1 pixel shaders).
pub const PROGRAM_BINDINGS: usize = 10;
/// Bindings of the base group-0 layout (without the sampler uniforms, which only modules
/// emulating a border colour or LOD bias bind: nine dynamic offsets exceed WebGPU's default
/// limit of eight).
pub const PROGRAM_BASE_BINDINGS: usize = 7;
/// Bindings 0-8: the base layout and the sampler uniforms.
pub const PROGRAM_SAMPLER_BINDINGS: usize = 9;
/// Bytes each binding of the programmable group 0 sees from its dynamic offset at most:
/// `NinthDraw` with its point and clip-plane fields (a draw binds the window its modules
/// read, [`FloatWindows::draw`]), the float files cover 256 registers (vs_3_0's 256,
/// ps_3_0's 224), ints 16 `vec4i`, bools 4 `vec4u`, sampler uniforms 4 and 16
/// `NinthSampler`, bump environment 8 `NinthBumpEnv`.
pub const PROGRAM_WINDOWS: [u64; PROGRAM_BINDINGS] =
    [176, 4096, 4096, 256, 256, 64, 64, 128, 512, 256];
const PROGRAM_WINDOW_MAX: u64 = 4096;

/// Index of the vertex float constants among the programmable blocks (binding 1).
pub const VERTEX_FLOATS: usize = 1;
/// Index of the pixel float constants (binding 2).
pub const PIXEL_FLOATS: usize = 2;
/// Index of the bump-environment uniforms (binding 9).
pub const BUMP_ENV: usize = ninth_shader::wgsl::BUMP_ENV_BINDING as usize;
// The blocks are packed in binding order: the bump environment is the last, and its window
// is the contract's file.
const _: () = assert!(
    BUMP_ENV == PROGRAM_BINDINGS - 1
        && PROGRAM_WINDOWS[BUMP_ENV] == ninth_shader::wgsl::BUMP_ENV_FILE_SIZE
);

/// Where a batch's next vertex float block must go ([`UniformRing::append_vertex_floats`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct BatchAppend {
    /// The batch's ring buffer.
    pub buffer: u32,
    /// The offsets the batch's draw binds.
    pub offsets: [u32; PROGRAM_BINDINGS],
    /// Where the next block must start (the end of the last one).
    pub at: u32,
}

/// Where one programmable draw's uniforms live: the ring buffer and an offset per binding
/// (a variant binds those of [`UniformVariant::binding_list`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ProgramSlot {
    pub buffer: u32,
    pub offsets: [u32; PROGRAM_BINDINGS],
}

fn binding_of(buffer: &wgpu::Buffer, size: u64) -> wgpu::BindingResource<'_> {
    wgpu::BindingResource::Buffer(wgpu::BufferBinding {
        buffer,
        offset: 0,
        size: NonZeroU64::new(size),
    })
}

/// The bindings of the programmable group 0 in `bindings` over `buffer`, the float files
/// with the windows `floats`.
fn program_entries<'b>(
    buffer: &'b wgpu::Buffer,
    bindings: &[u32],
    floats: FloatWindows,
) -> Vec<wgpu::BindGroupEntry<'b>> {
    bindings
        .iter()
        .map(|&binding| {
            let size = match binding {
                0 => u64::from(floats.draw),
                1 => u64::from(floats.vertex),
                2 => u64::from(floats.pixel),
                b => PROGRAM_WINDOWS[b as usize],
            };
            wgpu::BindGroupEntry {
                binding,
                resource: binding_of(buffer, size),
            }
        })
        .collect()
}

/// The windows of the two float files a bind group binds (bytes, powers of two from 16 to
/// 4096): what the modules read, rounded up. Drivers may copy a bound uniform window whole
/// at each draw (llvmpipe copies every fragment uniform's), so a file is not bound with the
/// 4096 bytes of a full `vs_3_0` file when it holds one register. The same goes for
/// `NinthDraw`: 64 bytes, or 176 where a module reads its point and clip-plane fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct FloatWindows {
    pub vertex: u32,
    pub pixel: u32,
    pub draw: u32,
}

impl FloatWindows {
    /// The windows a (vertex, pixel) module pair reads.
    pub fn of(vs: &ninth_shader::wgsl::Bindings, ps: &ninth_shader::wgsl::Bindings) -> Self {
        let window = |b: &ninth_shader::wgsl::Bindings| {
            let vectors = (b.float_constants * b.float_batch).clamp(1, 256);
            vectors.next_power_of_two() * 16
        };
        Self {
            vertex: window(vs),
            pixel: window(ps),
            draw: vs
                .draw_size
                .max(ps.draw_size)
                .max(ninth_shader::wgsl::DRAW_SIZE) as u32,
        }
    }
}

/// A ring buffer and its bind groups, one per variant and float windows, made on first use.
struct RingBuffer {
    buffer: wgpu::Buffer,
    program_groups: Vec<(UniformVariant, FloatWindows, wgpu::BindGroup)>,
}

/// Bindings of the programmable group-0 layout for modules without integer, boolean or
/// sampler uniforms: `NinthDraw` and the two float files.
pub const PROGRAM_FLOAT_BINDINGS: usize = 3;

/// Which group-0 layout a programmable draw binds: the fewest bindings its modules need, since
/// every bound dynamic offset costs validation and descriptor work per draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct UniformVariant {
    /// The constant files bound besides the bump environment.
    pub files: UniformFiles,
    /// The bump-environment uniforms (binding 9) of a shader model 1 pixel shader.
    pub bump_env: bool,
}

/// The constant files of a [`UniformVariant`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum UniformFiles {
    /// `NinthDraw` and the float files.
    Floats,
    /// The seven base bindings (integer and boolean constants too).
    Base,
    /// Bindings 0-8 (sampler uniforms too).
    Samplers,
}

/// Variants of [`UniformVariant::index`].
pub(crate) const UNIFORM_VARIANTS: usize = 6;

impl UniformVariant {
    /// The variant a (vertex, pixel) module pair needs.
    pub fn of(vs: &ninth_shader::wgsl::Bindings, ps: &ninth_shader::wgsl::Bindings) -> Self {
        let files = if vs.sampler_uniforms || ps.sampler_uniforms {
            UniformFiles::Samplers
        } else if vs.int_constants || ps.int_constants || vs.bool_constants || ps.bool_constants {
            UniformFiles::Base
        } else {
            UniformFiles::Floats
        };
        Self {
            files,
            bump_env: vs.bump_env || ps.bump_env,
        }
    }

    /// The bindings of the variant, ascending (the order of its dynamic offsets).
    pub fn binding_list(self) -> &'static [u32] {
        const ALL: [u32; PROGRAM_BINDINGS] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
        const FLOATS_BUMP: [u32; 4] = [0, 1, 2, 9];
        const BASE_BUMP: [u32; 8] = [0, 1, 2, 3, 4, 5, 6, 9];
        match (self.files, self.bump_env) {
            (UniformFiles::Floats, false) => &ALL[..PROGRAM_FLOAT_BINDINGS],
            (UniformFiles::Floats, true) => &FLOATS_BUMP,
            (UniformFiles::Base, false) => &ALL[..PROGRAM_BASE_BINDINGS],
            (UniformFiles::Base, true) => &BASE_BUMP,
            (UniformFiles::Samplers, false) => &ALL[..PROGRAM_SAMPLER_BINDINGS],
            (UniformFiles::Samplers, true) => &ALL,
        }
    }

    /// Number of bindings (and dynamic offsets).
    pub fn bindings(self) -> usize {
        self.binding_list().len()
    }

    /// A dense index (`0..UNIFORM_VARIANTS`), for tables of layouts.
    pub fn index(self) -> usize {
        self.files as usize * 2 + usize::from(self.bump_env)
    }

    /// The dynamic offsets the variant binds, in binding order, from a slot's offsets.
    pub fn dynamic_offsets(
        self,
        offsets: &[u32; PROGRAM_BINDINGS],
    ) -> arrayvec::ArrayVec<u32, PROGRAM_BINDINGS> {
        self.binding_list()
            .iter()
            .map(|&b| offsets[b as usize])
            .collect()
    }

    /// `offsets` with those of the bindings the variant does not bind set to `u32::MAX`, so
    /// that a group of another variant over the same buffer never looks bound.
    pub fn bound_offsets(self, offsets: &[u32; PROGRAM_BINDINGS]) -> [u32; PROGRAM_BINDINGS] {
        let mut out = [u32::MAX; PROGRAM_BINDINGS];
        for &b in self.binding_list() {
            out[b as usize] = offsets[b as usize];
        }
        out
    }
}

#[derive(Default)]
struct Pool {
    free: Vec<RingBuffer>,
}

/// The uniform ring (`push_program`, bind groups per variant and float windows).
pub(crate) struct UniformRing {
    /// Alignment of every block: the device's `min_uniform_buffer_offset_alignment`.
    align: u64,
    /// Buffers used since the last submission; the last is being filled.
    buffers: Vec<RingBuffer>,
    /// CPU shadow of the last buffer's used bytes.
    shadow: Vec<u8>,
    /// Bytes of the shadow already uploaded (by a mid-frame flush, [`UniformRing::flush`]).
    uploaded: usize,
    /// Offset and length of the last block per binding, reused when equal.
    last_blocks: [Option<(u32, u32)>; PROGRAM_BINDINGS],
    pool: Arc<Mutex<Pool>>,
}

impl UniformRing {
    pub fn new(align: u64) -> Self {
        Self {
            align: align.max(16).next_power_of_two(),
            last_blocks: [None; PROGRAM_BINDINGS],
            buffers: Vec::new(),
            shadow: Vec::new(),
            uploaded: 0,
            pool: Arc::default(),
        }
    }

    /// The bind group of a ring buffer of this submission for `variant`
    /// and float windows `floats`, made with `layout` (that variant's group-0 layout) on
    /// first use.
    pub fn variant_bind_group(
        &mut self,
        device: &wgpu::Device,
        layout: &wgpu::BindGroupLayout,
        index: u32,
        variant: UniformVariant,
        floats: FloatWindows,
    ) -> Option<&wgpu::BindGroup> {
        let ring = self.buffers.get_mut(index as usize)?;
        let found = ring
            .program_groups
            .iter()
            .position(|(v, f, _)| *v == variant && *f == floats);
        let at = match found {
            Some(at) => at,
            None => {
                let entries = program_entries(&ring.buffer, variant.binding_list(), floats);
                let group = device.create_bind_group(&wgpu::BindGroupDescriptor {
                    label: Some("ninth uniform ring"),
                    layout,
                    entries: &entries,
                });
                ring.program_groups.push((variant, floats, group));
                ring.program_groups.len() - 1
            }
        };
        ring.program_groups.get(at).map(|(_, _, g)| g)
    }

    /// Batched draws: appends the vertex float block of a draw right after the last one, when
    /// that block ends the shadow at `batch.at` of buffer `batch.buffer` and every other block
    /// of the draw equals the one at `batch.offsets` (so the draw can be an instance of the
    /// batch, reading its constants `at - offsets[1]` bytes into the bound file). Returns
    /// whether it appended; if not, nothing was copied.
    pub fn append_vertex_floats(
        &mut self,
        counters: &mut Counters,
        blocks: &[&[u8]; PROGRAM_BINDINGS],
        batch: &BatchAppend,
    ) -> bool {
        let floats = blocks[VERTEX_FLOATS];
        if self.buffers.len() as u32 != batch.buffer + 1 {
            return false;
        }
        // Draws of an appended batch may have no block of their own (nothing differs).
        let last = if floats.is_empty() {
            None
        } else {
            let Some((last_at, last_len)) = self.last_blocks[VERTEX_FLOATS] else {
                return false;
            };
            if last_len as usize != floats.len()
                || (last_at + last_len) as usize != self.shadow.len()
                || self.shadow.len() != batch.at as usize
            {
                return false;
            }
            Some(last_len)
        };
        let others_equal = blocks.iter().enumerate().all(|(i, block)| {
            i == VERTEX_FLOATS
                || block.is_empty()
                || self.last_blocks[i].is_some_and(|(at, len)| {
                    at == batch.offsets[i]
                        && len as usize == block.len()
                        && self.shadow.get(at as usize..(at + len) as usize) == Some(block)
                })
        });
        if !others_equal {
            return false;
        }
        if let Some(last_len) = last {
            self.shadow.extend_from_slice(floats);
            counters.uniform_bytes_copied += floats.len() as u64;
            self.last_blocks[VERTEX_FLOATS] = Some((batch.at, last_len));
        }
        true
    }

    /// Whether the last block of binding `i` holds `block`'s bytes.
    pub fn last_block_is(&self, i: usize, block: &[u8]) -> bool {
        self.last_blocks
            .get(i)
            .copied()
            .flatten()
            .is_some_and(|(at, len)| {
                len as usize == block.len()
                    && self.shadow.get(at as usize..(at + len) as usize) == Some(block)
            })
    }

    /// Copies one draw's blocks (one per binding of the contract's group
    /// 0, each at most its window) into the ring and returns the buffer and the offset of
    /// each binding. A block equal to the last one of its binding is not copied again.
    pub fn push_program(
        &mut self,
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        counters: &mut Counters,
        blocks: &[&[u8]; PROGRAM_BINDINGS],
    ) -> ProgramSlot {
        let align = self.align as usize;
        // A power of two (WebGPU requires it): rounding up is a mask, not a division.
        let up = |n: usize| (n + align - 1) & !(align - 1);
        let mut offsets = [0u32; PROGRAM_BINDINGS];
        let mut needed = 0;
        // Bit i: block i is new (not the bytes the last draw's block i left in the shadow).
        let mut fresh = 0u16;
        for (i, block) in blocks.iter().enumerate() {
            if block.is_empty() {
                continue;
            }
            // A block appended to a batch may sit where a draw cannot bind it: unaligned, or
            // with its window past the buffer's end.
            let reused = self.last_blocks[i].is_some_and(|(at, len)| {
                len as usize == block.len()
                    && at as usize & (align - 1) == 0
                    && u64::from(at) + PROGRAM_WINDOW_MAX <= RING_BYTES
                    && self.shadow.get(at as usize..(at + len) as usize) == Some(block)
            });
            if !reused {
                fresh |= 1 << i;
                needed += up(block.len());
            }
        }
        let start = up(self.shadow.len());
        // Every binding's window must fit in the buffer from its offset.
        if self.buffers.is_empty() || (start + needed) as u64 + PROGRAM_WINDOW_MAX > RING_BYTES {
            self.finish_current(queue);
            let ring = self.take_buffer(device, counters);
            self.buffers.push(ring);
            fresh = blocks
                .iter()
                .enumerate()
                .fold(0, |m, (i, b)| m | u16::from(!b.is_empty()) << i);
        }
        // The vertex floats go last, so that the next draw of a batch can append its own
        // right after them (`append_vertex_floats`).
        let mut rest = fresh;
        while rest != 0 {
            let others = rest & !(1 << VERTEX_FLOATS);
            let i = if others != 0 {
                others.trailing_zeros() as usize
            } else {
                VERTEX_FLOATS
            };
            rest &= !(1 << i);
            let block = blocks[i];
            let at = up(self.shadow.len());
            // The padding comes from a zeroed block rather than a resize (alignments are
            // at most 256 in WebGPU; a larger one resizes).
            match ZEROS.get(..at - self.shadow.len()) {
                Some(zeros) => self.shadow.extend_from_slice(zeros),
                None => self.shadow.resize(at, 0),
            }
            self.shadow.extend_from_slice(block);
            counters.uniform_bytes_copied += block.len() as u64;
            self.last_blocks[i] = Some((at as u32, block.len() as u32));
        }
        // A binding without a block of this draw's is bound at 0: the last block of its
        // binding may be one appended to a batch, at an offset no draw can bind.
        for ((offset, last), block) in offsets.iter_mut().zip(&self.last_blocks).zip(blocks) {
            *offset = match last {
                Some((at, _)) if !block.is_empty() => *at,
                _ => 0,
            };
        }
        ProgramSlot {
            buffer: self.buffers.len() as u32 - 1,
            offsets,
        }
    }

    /// A pooled or new buffer.
    fn take_buffer(&mut self, device: &wgpu::Device, counters: &mut Counters) -> RingBuffer {
        if let Some(ring) = self.pool.lock().ok().and_then(|mut p| p.free.pop()) {
            return ring;
        }
        counters.buffers_created += 1;
        let buffer = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("ninth uniform ring"),
            size: RING_BYTES,
            usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
            // Initialised at creation, like the arena (`arena.rs` says why).
            mapped_at_creation: true,
        });
        buffer.unmap();
        RingBuffer {
            buffer,
            program_groups: Vec::new(),
        }
    }

    /// Uploads the shadow of the buffer being filled; later pushes start a new buffer.
    fn finish_current(&mut self, queue: &wgpu::Queue) {
        self.upload_current(queue);
        self.shadow.clear();
        self.uploaded = 0;
        self.last_blocks = [None; PROGRAM_BINDINGS];
    }

    /// Uploads the bytes of the buffer being filled that are not uploaded yet.
    fn upload_current(&mut self, queue: &wgpu::Queue) {
        if let Some(ring) = self.buffers.last()
            && self.shadow.len() > self.uploaded
        {
            let at = self.uploaded;
            queue.write_buffer(&ring.buffer, at as u64, &self.shadow[at..]);
            self.uploaded = self.shadow.len();
        }
    }

    /// Called just before a submission: uploads the pending bytes and returns a closure that
    /// gives this submission's buffers back to the pool; run it when the GPU has finished.
    pub fn retire(&mut self, queue: &wgpu::Queue) -> impl FnOnce() + Send + 'static {
        self.finish_current(queue);
        let retired = std::mem::take(&mut self.buffers);
        self.release(retired)
    }

    /// Mid-frame flush: uploads the pending bytes like [`UniformRing::retire`], but the buffer
    /// being filled goes on into the next submission (later blocks go after these); the other
    /// buffers of this submission return to the pool when the GPU has finished it.
    pub fn flush(&mut self, queue: &wgpu::Queue) -> impl FnOnce() + Send + 'static {
        self.upload_current(queue);
        let mut retired = std::mem::take(&mut self.buffers);
        if let Some(current) = retired.pop() {
            self.buffers.push(current);
        }
        self.release(retired)
    }

    fn release(&mut self, retired: Vec<RingBuffer>) -> impl FnOnce() + Send + 'static {
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
