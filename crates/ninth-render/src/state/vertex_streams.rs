//! The vertex fetch of a programmable draw: the declaration matched against the vertex
//! shader's inputs, each used stream laid out for WebGPU (fetched in place when WebGPU allows
//! its stride and offsets, else repacked), UDEC3/DEC3N fetched as one `u32` and unpacked by
//! the translated shader, and instance
//! streams with a divisor other than 1 expanded to one record per instance.

use std::borrow::Cow;
use std::sync::Arc;

use arrayvec::ArrayVec;

use ninth_shader::analyze::Analysis;

use crate::error::{Error, Result};
use crate::state::program::{D3DSTREAMSOURCE_INDEXEDDATA, D3DSTREAMSOURCE_INSTANCEDATA};
use crate::state::program::{IndexData, Indices, StreamState};
use crate::state::vertex_decl::{
    InputKind, MAX_STREAMS, ResolvedElement, VertexElement, validate_declaration,
};

/// Largest stride WebGPU guarantees.
const MAX_NATIVE_STRIDE: u32 = 2048;
const FREQUENCY_COUNT: u32 = 0x3fff_ffff;

/// The bytes of each vertex buffer slot of a draw, to copy into the arena (on the stack:
/// a draw binds at most 16).
pub(crate) type SlotData<'a> = ArrayVec<Cow<'a, [u8]>, MAX_STREAMS>;

/// How a draw fetches its vertices (the slots' layouts are its [`InputLayout`]'s).
#[derive(Debug)]
pub(crate) struct InputPlan<'a> {
    pub buffers: SlotData<'a>,
    /// Inputs fetched as unsigned / signed integers (`Options::uint_inputs` / `sint_inputs`).
    pub uint_inputs: u16,
    pub sint_inputs: u16,
    /// UDEC3 / DEC3N inputs (`Options::udec3_inputs` / `dec3n_inputs`).
    pub udec3_inputs: u16,
    pub dec3n_inputs: u16,
    /// Vertices every vertex-rate stream holds (`None`: no vertex-rate stream).
    pub vertex_count: Option<usize>,
    pub instance_count: u32,
}

/// How one stream is fetched, whatever its data: what a (shader, declaration, stream
/// states) triple decides, cached across draws.
#[derive(Debug)]
struct StreamLayout {
    stream: usize,
    source_stride: u32,
    /// Instance divisor (`None`: vertex rate).
    divisor: Option<u32>,
    /// Fetched in place; else repacked to `stride` with `offsets`.
    native: bool,
    fetches: Vec<Fetch>,
    offsets: Vec<u32>,
    stride: u32,
    attributes: Arc<[wgpu::VertexAttribute]>,
}

impl<'a> InputPlan<'a> {
    /// The plan of the generated vertex stages: whole records in place, one slot per
    /// buffer; `vertices` is the record count of the first (none is a draw of nothing, not
    /// an error).
    pub fn fixed_records(buffers: &[&'a [u8]], vertices: usize) -> Self {
        Self {
            buffers: buffers.iter().map(|b| Cow::Borrowed(*b)).collect(),
            uint_inputs: 0,
            sint_inputs: 0,
            udec3_inputs: 0,
            dec3n_inputs: 0,
            vertex_count: Some(vertices),
            instance_count: 1,
        }
    }
}

/// The cached part of an [`InputPlan`].
#[derive(Debug)]
pub(crate) struct InputLayout {
    streams: Vec<StreamLayout>,
    uint_inputs: u16,
    sint_inputs: u16,
    udec3_inputs: u16,
    dec3n_inputs: u16,
    instance_count: u32,
    layout_key: Arc<[u8]>,
}

impl InputLayout {
    /// The layout of the generated vertex stages: per slot the stride and attributes of
    /// records fetched in place, per vertex.
    pub fn fixed_records(slots: Vec<(u32, Vec<wgpu::VertexAttribute>)>) -> Self {
        let layout_key = layout_key(
            slots
                .iter()
                .map(|(stride, attributes)| (*stride, false, &attributes[..])),
        );
        let streams = slots
            .into_iter()
            .enumerate()
            .map(|(stream, (stride, attributes))| StreamLayout {
                stream,
                source_stride: stride,
                divisor: None,
                native: true,
                fetches: Vec::new(),
                offsets: Vec::new(),
                stride,
                attributes: attributes.into(),
            })
            .collect();
        Self {
            streams,
            uint_inputs: 0,
            sint_inputs: 0,
            udec3_inputs: 0,
            dec3n_inputs: 0,
            instance_count: 1,
            layout_key,
        }
    }

    /// Whether every stream is fetched per vertex (no instance-rate stream).
    pub fn vertex_rate_only(&self) -> bool {
        self.streams.iter().all(|s| s.divisor.is_none())
    }

    /// The stride of the only stream, where there is one.
    pub fn single_stride(&self) -> Option<u32> {
        match self.streams.as_slice() {
            [stream] => Some(stream.stride),
            _ => None,
        }
    }

    /// The vertex layout packed for pipeline keys.
    pub fn key(&self) -> &[u8] {
        &self.layout_key
    }

    /// The WebGPU layout of each bound slot, in slot order; with `per_instance` (point
    /// quads, one instance per point) every slot steps per instance.
    pub fn buffer_layouts(&self, per_instance: bool) -> Vec<Option<wgpu::VertexBufferLayout<'_>>> {
        self.streams
            .iter()
            .map(|s| {
                Some(wgpu::VertexBufferLayout {
                    array_stride: u64::from(s.stride),
                    step_mode: if s.divisor.is_some() || per_instance {
                        wgpu::VertexStepMode::Instance
                    } else {
                        wgpu::VertexStepMode::Vertex
                    },
                    attributes: &s.attributes,
                })
            })
            .collect()
    }
}

/// Packs a draw's vertex layout (stride, step and attributes per slot).
pub(crate) fn layout_key<'b>(
    slots: impl ExactSizeIterator<Item = (u32, bool, &'b [wgpu::VertexAttribute])>,
) -> Arc<[u8]> {
    let mut key = vec![slots.len() as u8];
    for (stride, instance, attributes) in slots {
        key.extend_from_slice(&stride.to_le_bytes());
        key.push(u8::from(instance));
        key.push(attributes.len() as u8);
        for a in attributes {
            key.push(a.format as u8);
            key.extend_from_slice(&(a.offset as u16).to_le_bytes());
            key.push(a.shader_location as u8);
        }
    }
    key.into()
}

/// The D3D9 name of a usage (`TEXCOORD`, `BLENDWEIGHT`).
pub(crate) fn usage_name(usage: ninth_shader::ir::DeclUsage) -> String {
    format!("{usage:?}").to_uppercase()
}

/// A consumed element: where it goes and how it is fetched.
#[derive(Debug)]
struct Fetch {
    location: u32,
    element: ResolvedElement,
}

impl Fetch {
    /// The format WebGPU fetches (UDEC3 and DEC3N, which WebGPU lacks, as one `u32` the
    /// translated shader unpacks).
    fn format(&self) -> wgpu::VertexFormat {
        self.element.format.format
    }
}

/// Copies `records` records of a stream into the WebGPU layout of `fetches` at `offsets`;
/// record `i` of the output reads source record `i / divisor`.
fn repack(
    data: &[u8],
    stride: u32,
    fetches: &[Fetch],
    offsets: &[u32],
    out_stride: u32,
    records: usize,
    divisor: u32,
) -> Vec<u8> {
    let mut out = vec![0u8; records * out_stride as usize];
    for (i, dst) in out.chunks_exact_mut(out_stride as usize).enumerate() {
        let src = (i / divisor as usize) * stride as usize;
        for (f, to) in fetches.iter().zip(offsets) {
            let from = src + usize::from(f.element.element.offset);
            let size = f.element.format.size as usize;
            let (Some(s), to) = (data.get(from..from + size), *to as usize) else {
                continue;
            };
            dst[to..to + size].copy_from_slice(s);
        }
    }
    out
}

/// Plans the vertex fetch: validates the declaration against the strides, finds every
/// input of the vertex shader in it (else a Decl error naming the semantic), and lays out
/// each stream that feeds an input. Depends only on the shader, the declaration and the
/// stream states, so the renderer caches it.
pub(crate) fn input_layout(
    analysis: &Analysis,
    declaration: &[VertexElement],
    stream_states: &[StreamState; MAX_STREAMS],
) -> Result<InputLayout> {
    let strides = stream_states.map(|s| s.stride);
    let resolved = validate_declaration(declaration, &strides)?;
    let mut per_stream: Vec<Vec<Fetch>> = (0..MAX_STREAMS).map(|_| Vec::new()).collect();
    let (mut uint_inputs, mut sint_inputs) = (0u16, 0u16);
    let (mut udec3_inputs, mut dec3n_inputs) = (0u16, 0u16);
    for (n, input) in analysis.inputs.iter().enumerate() {
        let found = resolved.iter().find(|e| {
            e.element.usage == input.usage as u8 && e.element.usage_index == input.usage_index
        });
        let Some(element) = found else {
            return Err(Error::decl(format!(
                "vertex shader input {}{} (v{}) is not in the vertex declaration",
                usage_name(input.usage),
                input.usage_index,
                input.register.index
            )));
        };
        match element.format.input {
            InputKind::Uint => uint_inputs |= 1 << n,
            InputKind::Sint => sint_inputs |= 1 << n,
            InputKind::Udec3 => udec3_inputs |= 1 << n,
            InputKind::Dec3n => dec3n_inputs |= 1 << n,
            _ => {}
        }
        per_stream[usize::from(element.element.stream)].push(Fetch {
            location: n as u32,
            element: *element,
        });
    }
    let instance_count = match stream_states[0].frequency {
        f if f & D3DSTREAMSOURCE_INDEXEDDATA != 0 => {
            let n = f & FREQUENCY_COUNT;
            if n == 0 {
                return Err(Error::state(
                    "stream 0 frequency D3DSTREAMSOURCE_INDEXEDDATA with 0 instances",
                ));
            }
            n
        }
        _ => 1,
    };
    let mut streams = Vec::new();
    for (stream, fetches) in per_stream.into_iter().enumerate() {
        if fetches.is_empty() {
            continue;
        }
        let state = stream_states[stream];
        let divisor = match state.frequency {
            f if f & D3DSTREAMSOURCE_INSTANCEDATA != 0 => match f & FREQUENCY_COUNT {
                0 => {
                    return Err(Error::state(format!(
                        "stream {stream} frequency D3DSTREAMSOURCE_INSTANCEDATA with divisor 0"
                    )));
                }
                d => Some(d),
            },
            f if f & D3DSTREAMSOURCE_INDEXEDDATA != 0 || f <= 1 => None,
            f => {
                return Err(Error::unsupported(format!(
                    "stream {stream} frequency {f:#x} (a vertex-rate divider) is not supported"
                )));
            }
        };
        streams.push(layout_stream(stream, state.stride, fetches, divisor));
    }
    let layout_key = layout_key(
        streams
            .iter()
            .map(|s| (s.stride, s.divisor.is_some(), &s.attributes[..])),
    );
    Ok(InputLayout {
        streams,
        uint_inputs,
        sint_inputs,
        udec3_inputs,
        dec3n_inputs,
        instance_count,
        layout_key,
    })
}

/// The draw's plan: `layout` applied to the stream data (record counts checked, streams
/// WebGPU cannot fetch in place repacked, divisors above 1 expanded).
pub(crate) fn apply_layout<'a>(
    layout: &InputLayout,
    streams: &[&'a [u8]],
) -> Result<InputPlan<'a>> {
    let instances = layout.instance_count;
    let mut plan = InputPlan {
        buffers: ArrayVec::new(),
        uint_inputs: layout.uint_inputs,
        sint_inputs: layout.sint_inputs,
        udec3_inputs: layout.udec3_inputs,
        dec3n_inputs: layout.dec3n_inputs,
        vertex_count: None,
        instance_count: instances,
    };
    for s in &layout.streams {
        let data = streams.get(s.stream).copied().unwrap_or(&[]);
        let records = data.len() / s.source_stride as usize;
        let needed = s.divisor.map_or(1, |d| instances.div_ceil(d) as usize);
        if records < needed {
            return Err(Error::bounds(format!(
                "stream {} holds {records} records of {} bytes; the draw needs {needed}",
                s.stream, s.source_stride
            )));
        }
        if s.divisor.is_none() {
            plan.vertex_count = Some(plan.vertex_count.map_or(records, |c| c.min(records)));
        }
        let data = if s.native {
            Cow::Borrowed(&data[..records * s.stride as usize])
        } else {
            let (out_records, divisor) = match s.divisor {
                Some(d) if d > 1 => (instances as usize, d),
                _ => (records, 1),
            };
            Cow::Owned(repack(
                data,
                s.source_stride,
                &s.fetches,
                &s.offsets,
                s.stride,
                out_records,
                divisor,
            ))
        };
        // A layout has at most one entry per D3D9 stream (16).
        if plan.buffers.try_push(data).is_err() {
            return Err(Error::args("more than 16 vertex streams"));
        }
    }
    Ok(plan)
}

/// Point quads: each slot's records in the order of `indices` (plus their base vertex), so
/// that instance `i` fetches the vertex of index `i`. Every slot must be vertex-rate; an
/// index outside a slot's records is a Bounds error.
pub(crate) fn deindex<'a>(
    layout: &InputLayout,
    buffers: &[Cow<'_, [u8]>],
    indices: Indices<'_>,
) -> Result<SlotData<'a>> {
    let mut out = SlotData::new();
    let base = i64::from(indices.base_vertex);
    for (s, data) in layout.streams.iter().zip(buffers) {
        let stride = s.stride as usize;
        let mut bytes = Vec::with_capacity(indices.data.len() * stride);
        let mut push = |index: i64| {
            let record = usize::try_from(index + base)
                .ok()
                .and_then(|i| i.checked_mul(stride))
                .and_then(|at| data.get(at..at.checked_add(stride)?));
            match record {
                Some(record) => {
                    bytes.extend_from_slice(record);
                    Ok(())
                }
                None => Err(Error::bounds(format!(
                    "index {index} with base vertex {base} is outside stream {}",
                    s.stream
                ))),
            }
        };
        match indices.data {
            IndexData::U16(ix) => ix.iter().try_for_each(|&i| push(i64::from(i)))?,
            IndexData::U32(ix) => ix.iter().try_for_each(|&i| push(i64::from(i)))?,
        }
        if out.try_push(Cow::Owned(bytes)).is_err() {
            return Err(Error::args("more than 16 vertex streams"));
        }
    }
    Ok(out)
}

/// Lays out one stream: in place when WebGPU can fetch it, else repacked (each element
/// 4-byte aligned, in order).
fn layout_stream(
    stream: usize,
    stride: u32,
    fetches: Vec<Fetch>,
    divisor: Option<u32>,
) -> StreamLayout {
    let native = stride.is_multiple_of(4)
        && stride <= MAX_NATIVE_STRIDE
        && divisor.unwrap_or(1) == 1
        && fetches.iter().all(|f| {
            u32::from(f.element.element.offset).is_multiple_of(f.element.format.size.min(4))
        });
    let (offsets, out_stride) = if native {
        let offsets = fetches
            .iter()
            .map(|f| u32::from(f.element.element.offset))
            .collect();
        (offsets, stride)
    } else {
        let mut offsets = Vec::with_capacity(fetches.len());
        let mut at = 0;
        for f in &fetches {
            offsets.push(at);
            at += (f.format().size() as u32).div_ceil(4) * 4;
        }
        (offsets, at)
    };
    let attributes = fetches
        .iter()
        .zip(&offsets)
        .map(|(f, o)| wgpu::VertexAttribute {
            format: f.format(),
            offset: u64::from(*o),
            shader_location: f.location,
        })
        .collect();
    StreamLayout {
        stream,
        source_stride: stride,
        divisor,
        native,
        fetches,
        offsets,
        stride: out_stride,
        attributes,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// UDEC3 and DEC3N are fetched in place as one `u32` for the shader to unpack; only a
    /// stride WebGPU cannot fetch still repacks (the bytes copied unchanged).
    #[test]
    fn dec3_streams_are_fetched_in_place_as_u32() {
        let tokens = ninth_shader::asm::assemble(
            "vs_2_0
            dcl_position v0
            dcl_normal v1
            dcl_tangent v2
            mov oPos, v0
            add oD0, v1, v2",
        )
        .unwrap();
        let shader = ninth_shader::bytecode::decode(&tokens).unwrap();
        let analysis = ninth_shader::analyze::analyze(&shader).unwrap();
        let el = |offset, ty, usage| VertexElement {
            stream: 0,
            offset,
            ty,
            method: 0,
            usage,
            usage_index: 0,
        };
        // FLOAT4 position, UDEC3 normal (usage 3), DEC3N tangent (usage 6).
        let declaration = [
            el(0, 3, 0),
            el(16, 13, 3),
            el(20, 14, 6),
            crate::state::vertex_decl::D3DDECL_END,
        ];
        let mut streams = [StreamState::default(); MAX_STREAMS];
        streams[0].stride = 24;
        let layout = input_layout(&analysis, &declaration, &streams).unwrap();
        assert_eq!((layout.udec3_inputs, layout.dec3n_inputs), (0b010, 0b100));
        let s = &layout.streams[0];
        assert!(s.native);
        let formats: Vec<_> = s.attributes.iter().map(|a| a.format).collect();
        use wgpu::VertexFormat::{Float32x4, Uint32};
        assert_eq!(formats, [Float32x4, Uint32, Uint32]);
        let data: Vec<u8> = (0..48u8).collect();
        let plan = apply_layout(&layout, &[&data]).unwrap();
        assert!(matches!(plan.buffers[0], Cow::Borrowed(_)));

        // Stride 26 is not a multiple of 4: repacked, the packed words copied as they are.
        streams[0].stride = 26;
        let layout = input_layout(&analysis, &declaration, &streams).unwrap();
        let s = &layout.streams[0];
        assert!(!s.native);
        assert_eq!(s.stride, 24);
        let data: Vec<u8> = (0..52u8).collect();
        let plan = apply_layout(&layout, &[&data]).unwrap();
        let out = &plan.buffers[0];
        assert_eq!(out.len(), 48);
        assert_eq!(&out[16..24], &data[16..24]);
        assert_eq!(&out[40..48], &data[42..50]);
    }
}
