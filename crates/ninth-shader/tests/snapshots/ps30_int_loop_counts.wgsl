diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> aL: i32;
@group(0) @binding(4) 
var<uniform> ci: array<vec4<i32>, 16>;
var<private> oC0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> v2_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 224>;

fn d3d_c_rel(i: i32) -> vec4<f32> {
    if (i == 1i) {
        return vec4<f32>(0f, 2f, -1f, 8f);
    }
    if (i == 0i) {
        return vec4<f32>(0.5f, 0.25f, 0.75f, 1f);
    }
    if ((i >= 0i) && (i < 224i)) {
        let _e22 = cf[(i - 0i)];
        return _e22;
    }
    return vec4(0f);
}

fn d3d_main() {
    var n0_: i32;
    var n1_: i32;
    var n2_: i32;
    var n3_: i32;
    var n4_: i32;

    r0_ = vec4(0f);
    let aL_outer0_ = aL;
    let loop0_ = vec4<i32>(255i, 0i, 1i, 0i);
    aL = loop0_.y;
    n0_ = 0i;
    loop {
        let _e11 = n0_;
        if (_e11 >= clamp(loop0_.x, 0i, 255i)) {
            break;
        }
        let _e15 = r0_;
        r0_.x = (_e15.x + 0.25f);
        continuing {
            let _e20 = n0_;
            n0_ = (_e20 + 1i);
            let _e22 = aL;
            aL = (_e22 + loop0_.z);
        }
    }
    aL = aL_outer0_;
    let aL_outer1_ = aL;
    let loop1_ = vec4<i32>(0i, 0i, 0i, 0i);
    aL = loop1_.y;
    n1_ = 0i;
    loop {
        let _e29 = n1_;
        if (_e29 >= clamp(loop1_.x, 0i, 255i)) {
            break;
        }
        let _e33 = r0_;
        r0_.y = (_e33.y + 0.25f);
        continuing {
            let _e37 = n1_;
            n1_ = (_e37 + 1i);
            let _e39 = aL;
            aL = (_e39 + loop1_.z);
        }
    }
    aL = aL_outer1_;
    let aL_outer2_ = aL;
    let loop2_ = vec4<i32>(1i, -5i, -1i, 0i);
    aL = loop2_.y;
    n2_ = 0i;
    loop {
        let _e48 = n2_;
        if (_e48 >= clamp(loop2_.x, 0i, 255i)) {
            break;
        }
        let _e52 = r0_;
        let _e54 = aL;
        let _e57 = d3d_c_rel((_e54 + 10i));
        r0_.z = (_e52.z + _e57.x);
        continuing {
            let _e61 = n2_;
            n2_ = (_e61 + 1i);
            let _e63 = aL;
            aL = (_e63 + loop2_.z);
        }
    }
    aL = aL_outer2_;
    let rep3_ = vec4<i32>(10i, 255i, 255i, 0i);
    n3_ = 0i;
    loop {
        let _e68 = n3_;
        if (_e68 >= clamp(rep3_.x, 0i, 255i)) {
            break;
        }
        let _e72 = r0_;
        r0_.w = (_e72.w + 0.25f);
        continuing {
            let _e76 = n3_;
            n3_ = (_e76 + 1i);
        }
    }
    let rep4_ = ci[4];
    n4_ = 0i;
    loop {
        let _e82 = n4_;
        if (_e82 >= clamp(rep4_.x, 0i, 255i)) {
            break;
        }
        let _e86 = r0_;
        r0_.w = (_e86.w + 0.25f);
        continuing {
            let _e90 = n4_;
            n4_ = (_e90 + 1i);
        }
    }
    let _e93 = r0_;
    oC0_ = _e93;
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
