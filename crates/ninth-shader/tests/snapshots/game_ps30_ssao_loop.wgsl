diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> aL: i32;
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> r5_: vec4<f32>;
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> r6_: vec4<f32>;
var<private> oC0_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 224>;

fn d3d_c_rel(i: i32) -> vec4<f32> {
    if (i == 1i) {
        return vec4<f32>(0.02f, 10f, 0f, 0f);
    }
    if (i == 0i) {
        return vec4<f32>(0f, 1f, 0.125f, 0f);
    }
    if ((i >= 0i) && (i < 224i)) {
        let _e19 = cf[(i - 0i)];
        return _e19;
    }
    return vec4(0f);
}

fn d3d_main() {
    var n0_: i32;

    let _e2 = v0_;
    let _e3 = _e2.xy;
    let _e4 = r0_;
    r0_ = vec4<f32>(_e3.x, _e3.y, _e4.z, _e4.w);
    let _e11 = vec2(0f);
    let _e12 = r0_;
    r0_ = vec4<f32>(_e12.x, _e12.y, _e11.x, _e11.y);
    let _e19 = r0_;
    let _e21 = r0_;
    let _e25 = textureSampleLevel(tex0_, samp0_, _e19.xy, _e21.w);
    r1_ = _e25;
    r2_ = vec4(0f);
    let aL_outer0_ = aL;
    let loop0_ = vec4<i32>(8i, 0i, 1i, 0i);
    aL = loop0_.y;
    n0_ = 0i;
    loop {
        let _e36 = n0_;
        if (_e36 >= clamp(loop0_.x, 0i, 255i)) {
            break;
        }
        let _e42 = aL;
        let _e45 = d3d_c_rel((_e42 + 20i));
        let _e50 = v0_;
        let _e52 = ((_e45.xy * vec2(0.02f)) + _e50.xy);
        let _e53 = r3_;
        r3_ = vec4<f32>(_e52.x, _e52.y, _e53.z, _e53.w);
        let _e59 = vec2(0f);
        let _e60 = r3_;
        r3_ = vec4<f32>(_e60.x, _e60.y, _e59.x, _e59.y);
        let _e67 = r3_;
        let _e69 = r3_;
        let _e71 = textureSampleLevel(tex0_, samp0_, _e67.xy, _e69.w);
        r4_ = _e71;
        let _e73 = r1_;
        let _e75 = r4_;
        r5_.x = (_e73.x + -(_e75.x));
        let _e80 = r5_;
        r5_.y = saturate((_e80.x * 10f));
        let _e86 = r5_;
        let _e88 = r5_;
        r5_.z = select(0f, _e86.y, (_e88.x >= 0f));
        let _e93 = r2_;
        let _e95 = r5_;
        r2_.x = (_e93.x + _e95.z);
        continuing {
            let _e99 = n0_;
            n0_ = (_e99 + 1i);
            let _e101 = aL;
            aL = (_e101 + loop0_.z);
        }
    }
    aL = aL_outer0_;
    let _e104 = r2_;
    r2_.x = ((_e104.x * -(0.125f)) + 1f);
    let _e113 = v0_;
    let _e117 = textureSample(tex1_, samp1_, _e113.xy);
    r6_ = _e117;
    let _e118 = r6_;
    let _e120 = r2_;
    let _e122 = (_e118.xyz * _e120.xxx);
    let _e123 = r6_;
    r6_ = vec4<f32>(_e122.x, _e122.y, _e122.z, _e123.w);
    let _e130 = r6_;
    oC0_ = _e130;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>) -> PsOut {
    v0_ = l0_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
