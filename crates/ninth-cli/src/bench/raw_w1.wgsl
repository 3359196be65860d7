// W1's raw wgpu loop: pretransformed vertices (x, y, z, rhw, D3DCOLOR diffuse, u, v) placed
// as D3D9 places them (pixel centres at integer coordinates), and texture stage 0 with
// COLORARG1 TEXTURE, COLORARG2 DIFFUSE, ALPHAOP MODULATE(TEXTURE, DIFFUSE): one fragment
// entry point per colour op the workload uses (MODULATE, ADD, SELECTARG1).

struct Viewport {
    // 1 / width, 1 / height.
    inv_size: vec4f,
}

@group(0) @binding(0) var<uniform> viewport: Viewport;
@group(1) @binding(0) var tex: texture_2d<f32>;
@group(1) @binding(1) var samp: sampler;

struct VsIn {
    @location(0) pos: vec4f,
    @location(1) diffuse: vec4f,
    @location(2) uv: vec2f,
}

struct VsOut {
    @builtin(position) pos: vec4f,
    @location(0) diffuse: vec4f,
    @location(1) uv: vec2f,
}

@vertex
fn vs_main(input: VsIn) -> VsOut {
    var out: VsOut;
    let w = 1.0 / input.pos.w;
    let ndc = vec2f(
        (input.pos.x + 0.5) * 2.0 * viewport.inv_size.x - 1.0,
        1.0 - (input.pos.y + 0.5) * 2.0 * viewport.inv_size.y,
    );
    out.pos = vec4f(ndc * w, input.pos.z * w, w);
    // A D3DCOLOR's bytes are B, G, R, A.
    out.diffuse = input.diffuse.zyxw;
    out.uv = input.uv;
    return out;
}

@fragment
fn fs_modulate(input: VsOut) -> @location(0) vec4f {
    let t = textureSample(tex, samp, input.uv);
    return vec4f(t.rgb * input.diffuse.rgb, t.a * input.diffuse.a);
}

@fragment
fn fs_add(input: VsOut) -> @location(0) vec4f {
    let t = textureSample(tex, samp, input.uv);
    return vec4f(saturate(t.rgb + input.diffuse.rgb), t.a * input.diffuse.a);
}

@fragment
fn fs_select_arg1(input: VsOut) -> @location(0) vec4f {
    let t = textureSample(tex, samp, input.uv);
    return vec4f(t.rgb, t.a * input.diffuse.a);
}
