diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 16>;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e5 = cf[0];
    let _e7 = t0_;
    let _e9 = cf[1];
    let _e11 = t0_;
    let _e13 = cf[2];
    let _e15 = t0_;
    let _e17 = cf[3];
    r0_ = vec4<f32>(dot(_e2, _e5), dot(_e7, _e9), dot(_e11, _e13), dot(_e15, _e17));
    let _e21 = t0_;
    let _e23 = cf[4];
    let _e25 = t0_;
    let _e27 = cf[5];
    let _e29 = t0_;
    let _e31 = cf[6];
    let _e33 = vec3<f32>(dot(_e21, _e23), dot(_e25, _e27), dot(_e29, _e31));
    let _e34 = r1_;
    r1_ = vec4<f32>(_e33.x, _e33.y, _e33.z, _e34.w);
    let _e41 = t0_;
    let _e44 = cf[7];
    let _e47 = t0_;
    let _e50 = cf[8];
    let _e53 = t0_;
    let _e56 = cf[9];
    let _e59 = t0_;
    let _e62 = cf[10];
    r2_ = vec4<f32>(dot(_e41.xyz, _e44.xyz), dot(_e47.xyz, _e50.xyz), dot(_e53.xyz, _e56.xyz), dot(_e59.xyz, _e62.xyz));
    let _e68 = v0_;
    let _e71 = cf[11];
    let _e74 = v0_;
    let _e77 = cf[12];
    let _e80 = v0_;
    let _e83 = cf[13];
    let _e86 = vec3<f32>(dot(_e68.xyz, _e71.xyz), dot(_e74.xyz, _e77.xyz), dot(_e80.xyz, _e83.xyz));
    let _e87 = r3_;
    r3_ = vec4<f32>(_e86.x, _e86.y, _e86.z, _e87.w);
    let _e95 = t1_;
    let _e98 = cf[14];
    let _e101 = t1_;
    let _e104 = cf[15];
    let _e107 = vec2<f32>(dot(_e95.xyz, _e98.xyz), dot(_e101.xyz, _e104.xyz));
    let _e108 = r4_;
    r4_ = vec4<f32>(_e107.x, _e107.y, _e108.z, _e108.w);
    r1_.w = 1f;
    r3_.w = 0.25f;
    let _e120 = vec2<f32>(2f, 0f);
    let _e121 = r4_;
    r4_ = vec4<f32>(_e121.x, _e121.y, _e120.x, _e120.y);
    let _e127 = r0_;
    let _e128 = r1_;
    r0_ = (_e127 + _e128);
    let _e130 = r0_;
    let _e131 = r2_;
    r0_ = (_e130 + _e131);
    let _e133 = r0_;
    let _e134 = r3_;
    r0_ = (_e133 + _e134);
    let _e136 = r0_;
    let _e137 = r4_;
    r0_ = (_e136 + _e137);
    let _e140 = r0_;
    oC0_ = _e140;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
