//! Device and pipeline-state commands: `device`, `rs`, `tss`, `samp`, shader constants,
//! `transform`, `light`, `lightenable`, `material`, `clipplane`, `viewport`, `scissor`.

use super::cursor::{Cursor, f32_of, int_in};
use crate::command::{Command, Light, Material, Rect};
use crate::enums::misc::{D3DLIGHT, parse_transform};
use crate::enums::render_state::{D3DRS, render_state_kind};
use crate::enums::resource::{D3DFMT, D3DMULTISAMPLE};
use crate::enums::stage::{
    D3DSAMP, D3DTSS, SAMPLER, is_sampler_index, sampler_state_kind, texture_stage_state_kind,
};
use crate::error::SceneError;
use crate::lexer::Word;

/// `D3DFMT_X8R8G8B8`, the default back-buffer format.
const D3DFMT_X8R8G8B8: u32 = 22;
/// `D3DFMT_D24S8`, the default depth format.
const D3DFMT_D24S8: u32 = 75;

pub(crate) fn device(c: &mut Cursor) -> Result<Command, SceneError> {
    let width = c.u32("the width")?;
    let height = c.u32("the height")?;
    let mut backbuffer = D3DFMT_X8R8G8B8;
    let mut depth = Some(D3DFMT_D24S8);
    let mut msaa = 0;
    for (key, value) in c.options(&["backbuffer", "depth", "msaa"])? {
        let err = |m: String| SceneError::new(value.line, m);
        match key.as_str() {
            "backbuffer" => backbuffer = D3DFMT.parse(&value.text).map_err(err)?,
            "depth" if value.text == "none" => depth = None,
            "depth" => depth = Some(D3DFMT.parse(&value.text).map_err(err)?),
            _ => msaa = D3DMULTISAMPLE.parse(&value.text).map_err(err)?,
        }
    }
    Ok(Command::Device {
        width,
        height,
        backbuffer,
        depth,
        msaa,
    })
}

pub(crate) fn render_state(c: &mut Cursor) -> Result<Command, SceneError> {
    let state = c.family(&D3DRS, "a D3DRS_* state")?;
    let value = c.kind(render_state_kind(state), "the value")?;
    Ok(Command::SetRenderState { state, value })
}

pub(crate) fn texture_stage_state(c: &mut Cursor) -> Result<Command, SceneError> {
    let stage = c.word("the stage")?;
    let stage = int_in(stage, 0, 7, "texture stage")? as u32;
    let state = c.family(&D3DTSS, "a D3DTSS_* state")?;
    let value = c.kind(texture_stage_state_kind(state), "the value")?;
    Ok(Command::SetTextureStageState {
        stage,
        state,
        value,
    })
}

/// Reads a sampler / texture stage index: 0-15, or `D3DDMAPSAMPLER`,
/// `D3DVERTEXTEXTURESAMPLER0`..`3` (256-260), by name or number.
pub(crate) fn sampler_index(w: &Word) -> Result<u32, SceneError> {
    let index = SAMPLER
        .parse(&w.text)
        .map_err(|m| SceneError::new(w.line, m))?;
    if is_sampler_index(index) {
        Ok(index)
    } else {
        Err(SceneError::new(
            w.line,
            format!("sampler {index} is out of range (0-15 or 256-260)"),
        ))
    }
}

pub(crate) fn sampler_state(c: &mut Cursor) -> Result<Command, SceneError> {
    let sampler = sampler_index(c.word("the sampler")?)?;
    let state = c.family(&D3DSAMP, "a D3DSAMP_* state")?;
    let value = c.kind(sampler_state_kind(state), "the value")?;
    Ok(Command::SetSamplerState {
        sampler,
        state,
        value,
    })
}

pub(crate) fn constants(c: &mut Cursor) -> Result<Command, SceneError> {
    let start = c.u32("the start register")?;
    let words = c.block("values")?;
    if !c.command.ends_with('b') && !words.len().is_multiple_of(4) {
        return Err(c.error(format!(
            "{} values are not a whole number of 4-component registers",
            words.len()
        )));
    }
    let floats = || words.iter().map(f32_of).collect::<Result<Vec<_>, _>>();
    let ints = || {
        words
            .iter()
            .map(|w| {
                int_in(
                    w,
                    i64::from(i32::MIN),
                    i64::from(i32::MAX),
                    "an integer constant",
                )
            })
            .map(|r| r.map(|v| v as i32))
            .collect::<Result<Vec<_>, _>>()
    };
    let bools = || {
        words
            .iter()
            .map(|w| int_in(w, 0, 1, "a boolean constant").map(|v| v == 1))
            .collect::<Result<Vec<_>, _>>()
    };
    Ok(match c.command {
        "vsf" => Command::SetVertexShaderConstantF {
            start,
            values: floats()?,
        },
        "vsi" => Command::SetVertexShaderConstantI {
            start,
            values: ints()?,
        },
        "vsb" => Command::SetVertexShaderConstantB {
            start,
            values: bools()?,
        },
        "psf" => Command::SetPixelShaderConstantF {
            start,
            values: floats()?,
        },
        "psi" => Command::SetPixelShaderConstantI {
            start,
            values: ints()?,
        },
        _ => Command::SetPixelShaderConstantB {
            start,
            values: bools()?,
        },
    })
}

fn floats<const N: usize>(
    c: &mut Cursor,
    words: &[Word],
    what: &str,
) -> Result<[f32; N], SceneError> {
    if words.len() != N {
        return Err(c.error(format!("{what} takes {N} values, found {}", words.len())));
    }
    let mut out = [0.0; N];
    for (slot, w) in out.iter_mut().zip(words) {
        *slot = f32_of(w)?;
    }
    Ok(out)
}

pub(crate) fn transform(c: &mut Cursor) -> Result<Command, SceneError> {
    let w = c.word("a D3DTS_* transform")?;
    let state = parse_transform(&w.text).map_err(|m| SceneError::new(w.line, m))?;
    let words = c.block("16 floats")?;
    let matrix = floats::<16>(c, words, "a matrix")?;
    Ok(Command::SetTransform { state, matrix })
}

/// Reads `key values...` fields from a block: each key once, each with `count(key)` floats.
fn fields<'w>(
    c: &mut Cursor,
    words: &'w [Word],
    count: impl Fn(&str) -> Option<usize>,
) -> Result<Vec<(&'w Word, Vec<f32>)>, SceneError> {
    let mut out: Vec<(&Word, Vec<f32>)> = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let key = &words[i];
        let Some(n) = count(&key.text) else {
            return Err(SceneError::new(
                key.line,
                format!("{}: unknown field `{}`", c.command, key.text),
            ));
        };
        if out.iter().any(|(k, _)| k.text == key.text) {
            return Err(SceneError::new(
                key.line,
                format!("{}: field `{}` given twice", c.command, key.text),
            ));
        }
        let values = &words[i + 1..(i + 1 + n).min(words.len())];
        if values.len() != n {
            return Err(SceneError::new(
                key.line,
                format!("{}: field `{}` takes {n} values", c.command, key.text),
            ));
        }
        let values = values.iter().map(f32_of).collect::<Result<Vec<_>, _>>()?;
        out.push((key, values));
        i += 1 + n;
    }
    Ok(out)
}

fn copy<const N: usize>(values: &[f32]) -> [f32; N] {
    let mut out = [0.0; N];
    out.copy_from_slice(&values[..N]);
    out
}

pub(crate) fn light(c: &mut Cursor) -> Result<Command, SceneError> {
    let index = c.u32("the light index")?;
    let ty = c.family(&D3DLIGHT, "a D3DLIGHT_* type")?;
    let words = c.block("light fields")?;
    let count = |k: &str| match k {
        "diffuse" | "specular" | "ambient" => Some(4),
        "position" | "direction" => Some(3),
        "range" | "falloff" | "att0" | "att1" | "att2" | "theta" | "phi" => Some(1),
        _ => None,
    };
    let mut light = Light {
        ty,
        ..Light::default()
    };
    for (key, v) in fields(c, words, count)? {
        match key.text.as_str() {
            "diffuse" => light.diffuse = copy(&v),
            "specular" => light.specular = copy(&v),
            "ambient" => light.ambient = copy(&v),
            "position" => light.position = copy(&v),
            "direction" => light.direction = copy(&v),
            "range" => light.range = v[0],
            "falloff" => light.falloff = v[0],
            "att0" => light.attenuation0 = v[0],
            "att1" => light.attenuation1 = v[0],
            "att2" => light.attenuation2 = v[0],
            "theta" => light.theta = v[0],
            _ => light.phi = v[0],
        }
    }
    Ok(Command::SetLight { index, light })
}

pub(crate) fn light_enable(c: &mut Cursor) -> Result<Command, SceneError> {
    let index = c.u32("the light index")?;
    let w = c.word("0 or 1")?;
    let enable = int_in(w, 0, 1, "lightenable")? == 1;
    Ok(Command::LightEnable { index, enable })
}

pub(crate) fn material(c: &mut Cursor) -> Result<Command, SceneError> {
    let words = c.block("material fields")?;
    let count = |k: &str| match k {
        "diffuse" | "ambient" | "specular" | "emissive" => Some(4),
        "power" => Some(1),
        _ => None,
    };
    let mut m = Material::default();
    for (key, v) in fields(c, words, count)? {
        match key.text.as_str() {
            "diffuse" => m.diffuse = copy(&v),
            "ambient" => m.ambient = copy(&v),
            "specular" => m.specular = copy(&v),
            "emissive" => m.emissive = copy(&v),
            _ => m.power = v[0],
        }
    }
    Ok(Command::SetMaterial(m))
}

pub(crate) fn clip_plane(c: &mut Cursor) -> Result<Command, SceneError> {
    let w = c.word("the plane index")?;
    let index = int_in(w, 0, 5, "clip plane")? as u32;
    let mut plane = [0.0; 4];
    for (slot, what) in plane.iter_mut().zip(["A", "B", "C", "D"]) {
        *slot = c.f32(what)?;
    }
    Ok(Command::SetClipPlane { index, plane })
}

pub(crate) fn viewport(c: &mut Cursor) -> Result<Command, SceneError> {
    Ok(Command::SetViewport {
        x: c.u32("X")?,
        y: c.u32("Y")?,
        width: c.u32("the width")?,
        height: c.u32("the height")?,
        min_z: c.f32("MINZ")?,
        max_z: c.f32("MAXZ")?,
    })
}

/// Reads four integers as a `RECT`.
pub(crate) fn rect(c: &mut Cursor) -> Result<Rect, SceneError> {
    Ok(Rect {
        left: c.i32("LEFT")?,
        top: c.i32("TOP")?,
        right: c.i32("RIGHT")?,
        bottom: c.i32("BOTTOM")?,
    })
}

pub(crate) fn scissor(c: &mut Cursor) -> Result<Command, SceneError> {
    Ok(Command::SetScissorRect(rect(c)?))
}
