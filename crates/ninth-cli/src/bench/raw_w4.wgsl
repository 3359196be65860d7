// W4's raw wgpu loop: untransformed vertices (position, normal, uv) through D3D9's
// fixed-function transform and lighting for W4's state: the world matrix per draw (a
// dynamic offset), view and projection per frame, two directional lights with the material
// folded in, NORMALIZENORMALS, and texture stage 0 MODULATE(TEXTURE, DIFFUSE) with alpha
// SELECTARG1(TEXTURE).
//
// Matrices are uploaded in D3D9's row-major order, so WGSL sees each D3D row as a column and
// `M * v` is D3D's row-vector product `v * M`.

struct Frame {
    view: mat4x4f,
    projection: mat4x4f,
    // 1 / width, 1 / height: D3D9's pixel centres sit at integer coordinates.
    inv_size: vec4f,
    // rgb: the global ambient times the material's ambient plus its emissive; a: the
    // material's diffuse alpha.
    ambient: vec4f,
    // Per light: the direction towards the light in view space, normalised.
    to_light: array<vec4f, 2>,
    // Per light: its diffuse colour times the material's.
    light_diffuse: array<vec4f, 2>,
}

struct Draw {
    world: mat4x4f,
}

@group(0) @binding(0) var<uniform> frame: Frame;
@group(0) @binding(1) var<uniform> draw: Draw;
@group(1) @binding(0) var tex: texture_2d<f32>;
@group(1) @binding(1) var samp: sampler;

struct VsIn {
    @location(0) pos: vec3f,
    @location(1) normal: vec3f,
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
    let world_view = frame.view * draw.world;
    var pos = frame.projection * (world_view * vec4f(input.pos, 1.0));
    pos.x = pos.x + pos.w * frame.inv_size.x;
    pos.y = pos.y - pos.w * frame.inv_size.y;
    out.pos = pos;
    // Normals go through the inverse transpose of the world-view matrix's 3x3 part: its
    // cofactor matrix over its determinant.
    let m = mat3x3f(world_view[0].xyz, world_view[1].xyz, world_view[2].xyz);
    let cof = mat3x3f(cross(m[1], m[2]), cross(m[2], m[0]), cross(m[0], m[1]));
    let n = normalize(cof * input.normal / dot(m[0], cof[0]));
    var color = frame.ambient.rgb;
    for (var l = 0; l < 2; l++) {
        color += frame.light_diffuse[l].rgb * max(dot(n, frame.to_light[l].xyz), 0.0);
    }
    out.diffuse = vec4f(saturate(color), frame.ambient.a);
    out.uv = input.uv;
    return out;
}

@fragment
fn fs_main(input: VsOut) -> @location(0) vec4f {
    let t = textureSample(tex, samp, input.uv);
    return vec4f(t.rgb * input.diffuse.rgb, t.a);
}
