//! D3D9 depth and stencil state (`D3DRS_ZENABLE`, `ZWRITEENABLE`, `ZFUNC`, `STENCIL*`,
//! `TWOSIDEDSTENCILMODE`, `CCW_STENCIL*`) mapped to wgpu, with inactive fields normalised so
//! equivalent states share one pipeline. The stencil reference is dynamic, not part of it.

use crate::error::{Error, Result};

/// The D3D9 render states that make the depth-stencil state, with raw D3D9 values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DepthStencilDesc {
    /// `D3DRS_ZENABLE` (false: no test and no write).
    pub z_enable: bool,
    /// `D3DRS_ZWRITEENABLE`.
    pub z_write: bool,
    /// `D3DRS_ZFUNC` (`D3DCMP_*`).
    pub z_func: u32,
    /// `D3DRS_STENCILENABLE`.
    pub stencil_enable: bool,
    /// `D3DRS_STENCILFUNC`, `STENCILPASS`, `STENCILFAIL`, `STENCILZFAIL`.
    pub front: StencilFace,
    /// `D3DRS_TWOSIDEDSTENCILMODE`.
    pub two_sided: bool,
    /// `D3DRS_CCW_STENCILFUNC`, `CCW_STENCILPASS`, `CCW_STENCILFAIL`, `CCW_STENCILZFAIL`.
    pub ccw: StencilFace,
    /// `D3DRS_STENCILMASK`.
    pub read_mask: u32,
    /// `D3DRS_STENCILWRITEMASK`.
    pub write_mask: u32,
}

/// Stencil function and operations of one face (raw `D3DCMP_*` / `D3DSTENCILOP_*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StencilFace {
    /// Comparison.
    pub func: u32,
    /// Operation when stencil and depth pass.
    pub pass: u32,
    /// Operation when the stencil test fails.
    pub fail: u32,
    /// Operation when stencil passes and depth fails.
    pub z_fail: u32,
}

impl Default for StencilFace {
    fn default() -> Self {
        Self {
            func: 8,
            pass: 1,
            fail: 1,
            z_fail: 1,
        }
    }
}

impl Default for DepthStencilDesc {
    /// D3D9's device defaults (with a depth buffer: ZENABLE true, LESSEQUAL).
    fn default() -> Self {
        Self {
            z_enable: true,
            z_write: true,
            z_func: 4,
            stencil_enable: false,
            front: StencilFace::default(),
            two_sided: false,
            ccw: StencilFace::default(),
            read_mask: 0xffff_ffff,
            write_mask: 0xffff_ffff,
        }
    }
}

/// `D3DCMP_*` to wgpu.
pub fn compare_function(value: u32) -> Result<wgpu::CompareFunction> {
    use wgpu::CompareFunction as C;
    Ok(match value {
        1 => C::Never,
        2 => C::Less,
        3 => C::Equal,
        4 => C::LessEqual,
        5 => C::Greater,
        6 => C::NotEqual,
        7 => C::GreaterEqual,
        8 => C::Always,
        other => return Err(Error::state(format!("unknown D3DCMPFUNC {other}"))),
    })
}

/// `D3DSTENCILOP_*` to wgpu.
pub fn stencil_operation(value: u32) -> Result<wgpu::StencilOperation> {
    use wgpu::StencilOperation as S;
    Ok(match value {
        1 => S::Keep,
        2 => S::Zero,
        3 => S::Replace,
        4 => S::IncrementClamp,
        5 => S::DecrementClamp,
        6 => S::Invert,
        7 => S::IncrementWrap,
        8 => S::DecrementWrap,
        other => return Err(Error::state(format!("unknown D3DSTENCILOP {other}"))),
    })
}

fn face(f: &StencilFace) -> Result<wgpu::StencilFaceState> {
    Ok(wgpu::StencilFaceState {
        compare: compare_function(f.func)?,
        fail_op: stencil_operation(f.fail)?,
        depth_fail_op: stencil_operation(f.z_fail)?,
        pass_op: stencil_operation(f.pass)?,
    })
}

impl DepthStencilDesc {
    /// Validates the enums and zeroes what cannot matter: depth fields without ZENABLE,
    /// stencil fields without STENCILENABLE, the CCW face without TWOSIDEDSTENCILMODE.
    pub fn normalized(&self) -> Result<Self> {
        let mut d = *self;
        compare_function(d.z_func)?;
        for f in [&d.front, &d.ccw] {
            face(f)?;
        }
        if !d.z_enable {
            d.z_write = false;
            d.z_func = 8;
        }
        if !d.stencil_enable {
            d.front = StencilFace::default();
            d.ccw = StencilFace::default();
            d.two_sided = false;
            d.read_mask = 0xff;
            d.write_mask = 0xff;
        }
        if !d.two_sided {
            d.ccw = d.front;
        }
        // Only the low 8 bits exist in an 8-bit stencil buffer.
        d.read_mask &= 0xff;
        d.write_mask &= 0xff;
        Ok(d)
    }

    /// The wgpu state for a depth-stencil `format`. D3D9's clockwise faces are wgpu's front
    /// faces in ninth's mapping (see [`crate::Cull`]), so the CCW ops go to the back face.
    pub fn to_wgpu(&self, format: wgpu::TextureFormat) -> Result<wgpu::DepthStencilState> {
        let d = self.normalized()?;
        Ok(wgpu::DepthStencilState {
            format,
            depth_write_enabled: Some(d.z_write),
            depth_compare: Some(compare_function(d.z_func)?),
            stencil: wgpu::StencilState {
                front: face(&d.front)?,
                back: face(&d.ccw)?,
                read_mask: d.read_mask,
                write_mask: d.write_mask,
            },
            bias: wgpu::DepthBiasState::default(),
        })
    }

    /// A packed key of the normalised state (equal for equivalent states).
    pub fn key(&self) -> Result<u64> {
        let d = self.normalized()?;
        let f = |s: &StencilFace| {
            u64::from(s.func & 15)
                | u64::from(s.pass & 15) << 4
                | u64::from(s.fail & 15) << 8
                | u64::from(s.z_fail & 15) << 12
        };
        Ok(u64::from(d.z_enable)
            | u64::from(d.z_write) << 1
            | u64::from(d.z_func & 15) << 2
            | u64::from(d.stencil_enable) << 6
            | u64::from(d.two_sided) << 7
            | f(&d.front) << 8
            | f(&d.ccw) << 24
            | u64::from(d.read_mask) << 40
            | u64::from(d.write_mask) << 48)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inactive_fields_do_not_change_the_key() {
        let base = DepthStencilDesc::default();
        let mut leftover = base;
        leftover.front = StencilFace {
            func: 3,
            pass: 3,
            fail: 2,
            z_fail: 6,
        };
        leftover.read_mask = 0x12;
        assert_eq!(base.key().unwrap(), leftover.key().unwrap(), "stencil off");
        let mut no_z = base;
        no_z.z_enable = false;
        let mut no_z2 = no_z;
        no_z2.z_func = 2;
        no_z2.z_write = false;
        assert_eq!(no_z.key().unwrap(), no_z2.key().unwrap(), "depth off");
        let mut one_sided = base;
        one_sided.stencil_enable = true;
        let mut one_sided2 = one_sided;
        one_sided2.ccw.func = 1;
        assert_eq!(
            one_sided.key().unwrap(),
            one_sided2.key().unwrap(),
            "CCW ops unused"
        );
        let mut two = one_sided2;
        two.two_sided = true;
        assert_ne!(two.key().unwrap(), one_sided2.key().unwrap());
    }

    #[test]
    fn maps_faces_and_rejects_bad_enums() {
        let mut d = DepthStencilDesc {
            stencil_enable: true,
            two_sided: true,
            ..Default::default()
        };
        d.front.pass = 7;
        d.ccw.pass = 8;
        let s = d
            .to_wgpu(wgpu::TextureFormat::Depth32FloatStencil8)
            .unwrap();
        assert_eq!(
            s.stencil.front.pass_op,
            wgpu::StencilOperation::IncrementWrap
        );
        assert_eq!(
            s.stencil.back.pass_op,
            wgpu::StencilOperation::DecrementWrap
        );
        assert_eq!(s.stencil.read_mask, 0xff);
        assert_eq!(s.depth_compare, Some(wgpu::CompareFunction::LessEqual));
        d.z_func = 9;
        assert!(d.key().unwrap_err().message.contains("D3DCMPFUNC 9"));
        d.z_func = 4;
        d.ccw.fail = 0;
        assert!(d.key().unwrap_err().message.contains("D3DSTENCILOP 0"));
    }
}
