struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
    @location(10) l10_: vec4<f32>,
}

struct NinthDraw {
    half_pixel: vec4<f32>,
    fog: vec4<f32>,
    fog_color: vec4<f32>,
    alpha_test: vec4<f32>,
}

var<private> oPos: vec4<f32>;
var<private> v0_: vec4<f32>;
@group(0) @binding(1) 
var<uniform> cf: array<vec4<f32>, 10>;
var<private> r0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> oD0_: vec4<f32>;
var<private> oT0_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_main() {
    let _e2 = v0_;
    let _e5 = cf[0];
    let _e7 = v0_;
    let _e9 = cf[1];
    let _e11 = v0_;
    let _e13 = cf[2];
    let _e15 = v0_;
    let _e17 = cf[3];
    oPos = vec4<f32>(dot(_e2, _e5), dot(_e7, _e9), dot(_e11, _e13), dot(_e15, _e17));
    let _e22 = v1_;
    let _e25 = cf[4];
    let _e28 = v1_;
    let _e31 = cf[5];
    let _e34 = v1_;
    let _e37 = cf[6];
    let _e40 = vec3<f32>(dot(_e22.xyz, _e25.xyz), dot(_e28.xyz, _e31.xyz), dot(_e34.xyz, _e37.xyz));
    let _e41 = r0_;
    r0_ = vec4<f32>(_e40.x, _e40.y, _e40.z, _e41.w);
    let _e47 = r0_;
    let _e50 = cf[7];
    r0_.w = dot(_e47.xyz, _e50.xyz);
    let _e55 = r0_;
    r1_ = select(vec4(0f), vec4(1f), (_e55.wwww >= vec4(0f)));
    let _e65 = r0_;
    r2_ = select(vec4(0f), vec4(1f), (_e65.wwww < vec4(0f)));
    let _e73 = r1_;
    let _e74 = r2_;
    r3_ = (_e73 - _e74);
    let _e77 = r0_;
    let _e79 = r0_;
    r4_.x = max(_e77.w, -(_e79.w));
    let _e85 = r1_;
    let _e87 = cf[8];
    r5_ = (_e85 * _e87);
    let _e89 = r2_;
    let _e91 = cf[9];
    let _e93 = r5_;
    r5_ = ((_e89 * _e91) + _e93);
    let _e95 = r5_;
    let _e96 = r4_;
    r5_ = (_e95 * _e96.xxxx);
    let _e99 = r5_;
    r5_ = min(_e99, vec4(1f));
    let _e102 = r5_;
    r5_ = max(_e102, vec4(0f));
    let _e106 = r5_;
    oD0_ = _e106;
    let _e108 = r3_;
    oT0_ = ((_e108 * vec4(0.5f)) + vec4(0.5f));
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    d3d_main();
    let _e5 = oPos;
    let _e8 = draw.half_pixel;
    let pos = vec4<f32>((_e5.x + (_e5.w * _e8.x)), (_e5.y - (_e5.w * _e8.y)), _e5.z, _e5.w);
    let l0_ = oT0_;
    let _e23 = oD0_;
    let l10_ = saturate(_e23);
    return VsOut(pos, l0_, l10_);
}
