// The pretransformed (XYZRHW) shader of the raw wgpu baseline of `ninth bench draws` (ninth
// itself draws these vertices through its generated RHW vertex stage and texture-stage cascade).

struct Target {
    // 2/W, -2/H: pixel to NDC scale (y flips: D3D9 screen y points down).
    scale: vec2<f32>,
    _pad: vec2<f32>,
}

@group(0) @binding(0) var<uniform> target_info: Target;
@group(1) @binding(0) var stage_texture: texture_2d<f32>;
@group(1) @binding(1) var stage_sampler: sampler;

struct VertexOutput {
    @builtin(position) position: vec4<f32>,
    @location(0) color: vec4<f32>,
    @location(1) uv: vec2<f32>,
}

@vertex
fn vs_main(
    @location(0) xyzrhw: vec4<f32>,
    @location(1) bgra: vec4<f32>,
    @location(2) uv: vec2<f32>,
) -> VertexOutput {
    var rhw = xyzrhw.w;
    // D3D9 treats a zero RHW as w = 1 rather than producing infinities.
    if abs(rhw) <= 1e-20 {
        rhw = 1.0;
    }
    let w = 1.0 / rhw;
    // D3D9 pixel centres are at integer coordinates, WebGPU's at +0.5: shift by half a pixel.
    let ndc = (xyzrhw.xy + vec2<f32>(0.5, 0.5)) * target_info.scale + vec2<f32>(-1.0, 1.0);
    var out: VertexOutput;
    out.position = vec4<f32>(ndc * w, xyzrhw.z * w, w);
    // D3DCOLOR is B, G, R, A in memory.
    out.color = bgra.zyxw;
    out.uv = uv;
    return out;
}

@fragment
fn fs_main(in: VertexOutput) -> @location(0) vec4<f32> {
    return in.color * textureSample(stage_texture, stage_sampler, in.uv);
}
