diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r1_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> p0_: vec4<bool>;
var<private> t0_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 1>;
var<private> r0_: vec4<f32>;
@group(0) @binding(6) 
var<uniform> cb: array<vec4<u32>, 4>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    var n0_: i32;

    let _e2 = v0_;
    r1_ = _e2;
    let _e5 = t0_;
    p0_ = (_e5.xxxx > vec4(0.5f));
    let _e10 = t0_;
    let _e11 = _e10.yxy;
    let _e12 = r1_;
    let _e18 = p0_;
    r1_ = select(_e12, vec4<f32>(_e11.x, _e11.y, _e11.z, _e12.w), _e18);
    let _e21 = t0_;
    let _e22 = dpdx(_e21);
    r2_ = _e22;
    let _e24 = t0_;
    let _e25 = dpdy(_e24);
    r3_ = _e25;
    let _e26 = r2_;
    let _e28 = r3_;
    r2_.x = (_e26.x + _e28.y);
    let _e32 = r2_;
    let _e36 = cf[0];
    let _e39 = r1_;
    r1_.z = ((_e32.x * _e36.y) + _e39.z);
    r0_ = vec4(0.25f);
    let rep0_ = vec4<i32>(3i, 0i, 0i, 0i);
    n0_ = 0i;
    loop {
        let _e50 = n0_;
        if (_e50 >= clamp(rep0_.x, 0i, 255i)) {
            break;
        }
        let _e55 = r0_;
        let _e58 = cf[0];
        r0_.x = (_e55.x + _e58.x);
        let _e62 = r0_;
        let _e65 = cf[0];
        if (_e62.x > _e65.z) {
            break;
        }
        continuing {
            let _e68 = n0_;
            n0_ = (_e68 + 1i);
        }
    }
    let _e74 = cb[0].x;
    if (_e74 != 0u) {
        let _e77 = r1_;
        let _e81 = (_e77.xy * vec2(0.75f));
        let _e82 = r1_;
        r1_ = vec4<f32>(_e81.x, _e81.y, _e82.z, _e82.w);
    }
    let _e88 = t0_;
    if (_e88.y < 0.5f) {
        let _e91 = r1_;
        let _e93 = r0_;
        r1_.x = (_e91.x + _e93.x);
    } else {
        let _e97 = r1_;
        let _e99 = r0_;
        r1_.y = (_e97.y + _e99.x);
    }
    r1_.w = 1f;
    let _e106 = r1_;
    oC0_ = _e106;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
