diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> aL: i32;
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
    var n5_: i32;
    var n6_: i32;
    var n7_: i32;

    r0_ = vec4(0f);
    let aL_outer0_ = aL;
    let loop0_ = vec4<i32>(2i, 0i, 1i, 0i);
    aL = loop0_.y;
    n0_ = 0i;
    loop {
        let _e11 = n0_;
        if (_e11 >= clamp(loop0_.x, 0i, 255i)) {
            break;
        }
        let aL_outer1_ = aL;
        let loop1_ = vec4<i32>(3i, 0i, 1i, 0i);
        aL = loop1_.y;
        n1_ = 0i;
        loop {
            let _e21 = n1_;
            if (_e21 >= clamp(loop1_.x, 0i, 255i)) {
                break;
            }
            let rep2_ = vec4<i32>(2i, 1i, 1i, 0i);
            n2_ = 0i;
            loop {
                let _e27 = n2_;
                if (_e27 >= clamp(rep2_.x, 0i, 255i)) {
                    break;
                }
                let aL_outer3_ = aL;
                let loop3_ = vec4<i32>(2i, 0i, 1i, 0i);
                aL = loop3_.y;
                n3_ = 0i;
                loop {
                    let _e35 = n3_;
                    if (_e35 >= clamp(loop3_.x, 0i, 255i)) {
                        break;
                    }
                    let _e39 = r0_;
                    let _e40 = aL;
                    let _e43 = d3d_c_rel((_e40 + 10i));
                    r0_ = (_e39 + _e43);
                    continuing {
                        let _e45 = n3_;
                        n3_ = (_e45 + 1i);
                        let _e47 = aL;
                        aL = (_e47 + loop3_.z);
                    }
                }
                aL = aL_outer3_;
                continuing {
                    let _e50 = n2_;
                    n2_ = (_e50 + 1i);
                }
            }
            let _e52 = r0_;
            let _e54 = aL;
            let _e57 = d3d_c_rel((_e54 + 20i));
            r0_.x = (_e52.x + _e57.x);
            continuing {
                let _e61 = n1_;
                n1_ = (_e61 + 1i);
                let _e63 = aL;
                aL = (_e63 + loop1_.z);
            }
        }
        aL = aL_outer1_;
        let _e66 = r0_;
        let _e70 = aL;
        let _e73 = d3d_c_rel((_e70 + 30i));
        r0_ = ((_e66 * vec4(0.5f)) + _e73);
        continuing {
            let _e75 = n0_;
            n0_ = (_e75 + 1i);
            let _e77 = aL;
            aL = (_e77 + loop0_.z);
        }
    }
    aL = aL_outer0_;
    let rep4_ = vec4<i32>(2i, 0i, 0i, 0i);
    n4_ = 0i;
    loop {
        let _e82 = n4_;
        if (_e82 >= clamp(rep4_.x, 0i, 255i)) {
            break;
        }
        let rep5_ = vec4<i32>(2i, 0i, 0i, 0i);
        n5_ = 0i;
        loop {
            let _e88 = n5_;
            if (_e88 >= clamp(rep5_.x, 0i, 255i)) {
                break;
            }
            let rep6_ = vec4<i32>(2i, 0i, 0i, 0i);
            n6_ = 0i;
            loop {
                let _e94 = n6_;
                if (_e94 >= clamp(rep6_.x, 0i, 255i)) {
                    break;
                }
                let rep7_ = vec4<i32>(2i, 0i, 0i, 0i);
                n7_ = 0i;
                loop {
                    let _e100 = n7_;
                    if (_e100 >= clamp(rep7_.x, 0i, 255i)) {
                        break;
                    }
                    let _e104 = r0_;
                    r0_.w = (_e104.w + 0.25f);
                    continuing {
                        let _e109 = n7_;
                        n7_ = (_e109 + 1i);
                    }
                }
                continuing {
                    let _e111 = n6_;
                    n6_ = (_e111 + 1i);
                }
            }
            continuing {
                let _e113 = n5_;
                n5_ = (_e113 + 1i);
            }
        }
        continuing {
            let _e115 = n4_;
            n4_ = (_e115 + 1i);
        }
    }
    let _e118 = r0_;
    oC0_ = _e118;
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
