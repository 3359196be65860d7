//! `IDirect3DDevice9`: what draws read: textures per sampler (`Set`/`GetTexture`), vertex
//! streams and their frequencies (`Set`/`GetStreamSource`, `Set`/`GetStreamSourceFreq`) and
//! the index buffer (`Set`/`GetIndices`).

use std::ffi::c_void;

use ninth_d3d9::StreamSource;

use super::super::Device9;
use super::bindings::{entry, rebind, with_bindings};
use super::{STREAMS, as_buffer, as_texture, bad, check, run, slot, write_object};
use crate::com::HRESULT;
use crate::objects::buffer::{Buffer9, BufferData, BufferHandle};
use crate::objects::resource::pool;
use crate::objects::texture::{Texture9, TextureData};

/// `IDirect3DDevice9::GetTexture(DWORD stage, IDirect3DBaseTexture9 * * pp_texture)`.
pub(crate) unsafe extern "system" fn get_texture(
    this: *mut Device9,
    stage: u32,
    pp_texture: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::GetTexture";
    run(this, M, |s| {
        let (Some(i), false) = (slot(stage), pp_texture.is_null()) else {
            return Err(bad(
                M,
                "a null out pointer or a stage that is not a sampler",
            ));
        };
        let p = with_bindings(this, s, |b, _| b.textures[i]);
        // SAFETY: checked non-null; `p` is 0 or a bound (live) texture.
        unsafe { write_object::<TextureData>(pp_texture, p) };
        Ok(())
    })
}

/// `IDirect3DDevice9::SetTexture(DWORD stage, IDirect3DBaseTexture9 * p_texture)`.
pub(crate) unsafe extern "system" fn set_texture(
    this: *mut Device9,
    stage: u32,
    p_texture: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::SetTexture";
    run(this, M, |s| {
        let Some(i) = slot(stage) else {
            return Err(bad(M, "the stage is not 0-15, 256 or 257-260"));
        };
        // SAFETY: COM's contract: null or a live texture.
        let texture = unsafe { as_texture(this, p_texture) };
        if !p_texture.is_null() && texture.is_none() {
            return Err(bad(M, "not a texture of this device"));
        }
        if let Some(t) = texture
            && (t.data.pool == pool::SYSTEMMEM || t.data.pool == pool::SCRATCH)
        {
            return Err(bad(M, "SYSTEMMEM and SCRATCH textures cannot be sampled"));
        }
        entry(this, s);
        check(
            M,
            s.device.set_texture(stage, texture.map(|t| t.data.handle)),
        )?;
        with_bindings(this, s, |b, s| {
            rebind(
                &mut b.textures[i],
                texture.map_or(std::ptr::null_mut(), |t| {
                    t as *const Texture9 as *mut Texture9
                }),
                s,
            )
        });
        Ok(())
    })
}

/// `IDirect3DDevice9::SetStreamSource(UINT stream_number, IDirect3DVertexBuffer9 * p_stream_data, UINT offset_in_bytes, UINT stride)`.
pub(crate) unsafe extern "system" fn set_stream_source(
    this: *mut Device9,
    stream_number: u32,
    p_stream_data: *mut c_void,
    offset_in_bytes: u32,
    stride: u32,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::SetStreamSource";
    run(this, M, |s| {
        if stream_number as usize >= STREAMS {
            return Err(bad(M, "the stream is not 0-15"));
        }
        // SAFETY: COM's contract: null or a live vertex buffer.
        let buffer = unsafe { as_buffer(this, p_stream_data, false) };
        if !p_stream_data.is_null() && buffer.is_none() {
            return Err(bad(M, "not a vertex buffer of this device"));
        }
        let source = match buffer.map(|b| b.data.handle) {
            Some(BufferHandle::Vertex(h)) => Some(StreamSource {
                buffer: h,
                offset: offset_in_bytes,
                stride,
            }),
            _ => None,
        };
        entry(this, s);
        check(M, s.device.set_stream_source(stream_number, source))?;
        with_bindings(this, s, |b, s| {
            let slot = &mut b.streams[stream_number as usize];
            let mut p = slot.0;
            rebind(
                &mut p,
                buffer.map_or(std::ptr::null_mut(), |b| {
                    b as *const Buffer9 as *mut Buffer9
                }),
                s,
            );
            *slot = if p == 0 {
                (0, 0, 0)
            } else {
                (p, offset_in_bytes, stride)
            };
        });
        Ok(())
    })
}

/// `IDirect3DDevice9::GetStreamSource(UINT stream_number, IDirect3DVertexBuffer9 * * pp_stream_data, UINT * offset_in_bytes, UINT * p_stride)`.
pub(crate) unsafe extern "system" fn get_stream_source(
    this: *mut Device9,
    stream_number: u32,
    pp_stream_data: *mut c_void,
    offset_in_bytes: *mut c_void,
    p_stride: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::GetStreamSource";
    run(this, M, |s| {
        if stream_number as usize >= STREAMS
            || pp_stream_data.is_null()
            || offset_in_bytes.is_null()
            || p_stride.is_null()
        {
            return Err(bad(M, "a null out pointer or a stream that is not 0-15"));
        }
        let (p, offset, stride) = with_bindings(this, s, |b, _| b.streams[stream_number as usize]);
        // SAFETY: checked non-null; `p` is 0 or a bound (live) buffer; the caller passes
        // writable UINTs.
        unsafe {
            write_object::<BufferData>(pp_stream_data, p);
            offset_in_bytes.cast::<u32>().write(offset);
            p_stride.cast::<u32>().write(stride);
        }
        Ok(())
    })
}

/// `IDirect3DDevice9::SetStreamSourceFreq(UINT stream_number, UINT divider)`.
pub(crate) unsafe extern "system" fn set_stream_source_freq(
    this: *mut Device9,
    stream_number: u32,
    divider: u32,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::SetStreamSourceFreq";
    run(this, M, |s| {
        entry(this, s);
        check(M, s.device.set_stream_source_freq(stream_number, divider))?;
        with_bindings(this, s, |b, _| {
            b.frequencies[stream_number as usize] = divider;
        });
        Ok(())
    })
}

/// `IDirect3DDevice9::GetStreamSourceFreq(UINT stream_number, UINT * divider)`.
pub(crate) unsafe extern "system" fn get_stream_source_freq(
    this: *mut Device9,
    stream_number: u32,
    divider: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::GetStreamSourceFreq";
    run(this, M, |s| {
        if stream_number as usize >= STREAMS || divider.is_null() {
            return Err(bad(M, "a null out pointer or a stream that is not 0-15"));
        }
        let f = with_bindings(this, s, |b, _| b.frequencies[stream_number as usize]);
        // SAFETY: checked non-null; a writable UINT.
        unsafe { divider.cast::<u32>().write(f) };
        Ok(())
    })
}

/// `IDirect3DDevice9::SetIndices(IDirect3DIndexBuffer9 * p_index_data)`.
pub(crate) unsafe extern "system" fn set_indices(
    this: *mut Device9,
    p_index_data: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::SetIndices";
    run(this, M, |s| {
        // SAFETY: COM's contract: null or a live index buffer.
        let buffer = unsafe { as_buffer(this, p_index_data, true) };
        if !p_index_data.is_null() && buffer.is_none() {
            return Err(bad(M, "not an index buffer of this device"));
        }
        let handle = match buffer.map(|b| b.data.handle) {
            Some(BufferHandle::Index(h)) => Some(h),
            _ => None,
        };
        entry(this, s);
        check(M, s.device.set_indices(handle))?;
        with_bindings(this, s, |b, s| {
            rebind(
                &mut b.indices,
                buffer.map_or(std::ptr::null_mut(), |b| {
                    b as *const Buffer9 as *mut Buffer9
                }),
                s,
            )
        });
        Ok(())
    })
}

/// `IDirect3DDevice9::GetIndices(IDirect3DIndexBuffer9 * * pp_index_data)`.
pub(crate) unsafe extern "system" fn get_indices(
    this: *mut Device9,
    pp_index_data: *mut c_void,
) -> HRESULT {
    const M: &str = "IDirect3DDevice9::GetIndices";
    run(this, M, |s| {
        if pp_index_data.is_null() {
            return Err(bad(M, "a null out pointer"));
        }
        let p = with_bindings(this, s, |b, _| b.indices);
        // SAFETY: checked non-null; `p` is 0 or a bound (live) buffer.
        unsafe { write_object::<BufferData>(pp_index_data, p) };
        Ok(())
    })
}
