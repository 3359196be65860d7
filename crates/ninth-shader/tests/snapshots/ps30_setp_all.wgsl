diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> p0_: vec4<bool>;
var<private> v0_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = v0_;
    p0_.x = (_e2.x > 0.5f);
    let _e7 = v0_;
    p0_.y = (_e7.y == 0.25f);
    let _e12 = v0_;
    p0_.z = (_e12.z >= 0.75f);
    let _e17 = v0_;
    p0_.w = (_e17.w < 1f);
    r0_ = vec4(0f);
    let _e25 = r0_;
    let _e30 = p0_;
    r0_ = select(_e25, vec4<f32>(1f, _e25.y, _e25.z, _e25.w), _e30.xxxx);
    let _e33 = r0_;
    let _e38 = p0_;
    r0_ = select(_e33, vec4<f32>(_e33.x, 1f, _e33.z, _e33.w), _e38.yyyy);
    let _e41 = r0_;
    let _e46 = p0_;
    r0_ = select(_e41, vec4<f32>(_e41.x, _e41.y, 1f, _e41.w), _e46.zzzz);
    let _e49 = r0_;
    let _e54 = p0_;
    r0_ = select(_e49, vec4<f32>(_e49.x, _e49.y, _e49.z, 1f), _e54.wwww);
    let _e58 = v2_;
    p0_ = (_e58 != vec4<f32>(0.5f, 0.25f, 0.75f, 1f));
    let _e61 = r0_;
    let _e63 = (_e61 + vec4(0.25f));
    let _e64 = r0_;
    let _e70 = p0_;
    r0_ = select(_e64, vec4<f32>(_e63.x, _e63.y, _e63.z, _e63.w), !(_e70));
    let _e73 = v2_;
    let _e75 = v0_;
    p0_ = (_e73.wzyx <= _e75);
    let _e77 = r0_;
    let _e80 = saturate((_e77 + vec4(0.5f)));
    let _e81 = r0_;
    let _e87 = p0_;
    r0_ = select(_e81, vec4<f32>(_e80.x, _e80.y, _e80.z, _e80.w), _e87);
    let _e90 = v1_;
    let _e91 = _e90.xy;
    let _e92 = r0_;
    let _e98 = p0_;
    r0_ = select(_e92, vec4<f32>(_e91.x, _e91.y, _e92.z, _e92.w), !(_e98.wwww));
    let _e103 = r0_;
    oC0_ = _e103;
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
