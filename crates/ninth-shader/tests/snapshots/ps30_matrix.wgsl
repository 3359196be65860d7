diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 16>;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> oC0_: vec4<f32>;
var<private> v1_: vec4<f32>;

fn d3d_main() {
    let _e2 = v0_;
    let _e5 = cf[0];
    let _e7 = v0_;
    let _e9 = cf[1];
    let _e11 = v0_;
    let _e13 = cf[2];
    let _e15 = v0_;
    let _e17 = cf[3];
    r0_ = vec4<f32>(dot(_e2, _e5), dot(_e7, _e9), dot(_e11, _e13), dot(_e15, _e17));
    let _e21 = v0_;
    let _e23 = cf[4];
    let _e25 = v0_;
    let _e27 = cf[5];
    let _e29 = v0_;
    let _e31 = cf[6];
    let _e33 = vec3<f32>(dot(_e21, _e23), dot(_e25, _e27), dot(_e29, _e31));
    let _e34 = r1_;
    r1_ = vec4<f32>(_e33.x, _e33.y, _e33.z, _e34.w);
    let _e42 = v2_;
    let _e45 = cf[7];
    let _e48 = v2_;
    let _e51 = cf[8];
    let _e54 = v2_;
    let _e57 = cf[9];
    let _e60 = v2_;
    let _e63 = cf[10];
    r2_ = vec4<f32>(dot(_e42.xyz, _e45.xyz), dot(_e48.xyz, _e51.xyz), dot(_e54.xyz, _e57.xyz), dot(_e60.xyz, _e63.xyz));
    let _e68 = v2_;
    let _e71 = cf[11];
    let _e74 = v2_;
    let _e77 = cf[12];
    let _e80 = v2_;
    let _e83 = cf[13];
    let _e86 = vec3<f32>(dot(_e68.xyz, _e71.xyz), dot(_e74.xyz, _e77.xyz), dot(_e80.xyz, _e83.xyz));
    let _e87 = r3_;
    r3_ = vec4<f32>(_e86.x, _e86.y, _e86.z, _e87.w);
    let _e94 = v0_;
    let _e97 = cf[14];
    let _e100 = v0_;
    let _e103 = cf[15];
    let _e106 = vec2<f32>(dot(_e94.xyz, _e97.xyz), dot(_e100.xyz, _e103.xyz));
    let _e107 = r4_;
    r4_ = vec4<f32>(_e106.x, _e106.y, _e107.z, _e107.w);
    r1_.w = 1f;
    r3_.w = 0.5f;
    let _e119 = vec2<f32>(-1f, 8f);
    let _e120 = r4_;
    r4_ = vec4<f32>(_e120.x, _e120.y, _e119.x, _e119.y);
    let _e126 = r0_;
    let _e127 = r1_;
    r0_ = (_e126 + _e127);
    let _e129 = r0_;
    let _e130 = r2_;
    r0_ = (_e129 + _e130);
    let _e132 = r0_;
    let _e133 = r3_;
    r0_ = (_e132 + _e133);
    let _e135 = r0_;
    let _e136 = r4_;
    r0_ = (_e135 + _e136);
    let _e139 = r0_;
    oC0_ = _e139;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    v0_ = l0_;
    v1_ = l1_;
    v2_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
