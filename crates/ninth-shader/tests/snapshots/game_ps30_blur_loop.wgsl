diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> aL: i32;
var<private> r1_: vec4<f32>;
var<private> v0_: vec4<f32>;
@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r2_: vec4<f32>;
var<private> oC0_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 224>;

fn d3d_c_rel(i: i32) -> vec4<f32> {
    if (i == 0i) {
        return vec4<f32>(0f, 1f, 0f, 0f);
    }
    if ((i >= 0i) && (i < 224i)) {
        let _e13 = cf[(i - 0i)];
        return _e13;
    }
    return vec4(0f);
}

fn d3d_main() {
    var n0_: i32;

    r0_ = vec4(0f);
    let aL_outer0_ = aL;
    let loop0_ = vec4<i32>(13i, 0i, 1i, 0i);
    aL = loop0_.y;
    n0_ = 0i;
    loop {
        let _e11 = n0_;
        if (_e11 >= clamp(loop0_.x, 0i, 255i)) {
            break;
        }
        let _e18 = v0_;
        let _e20 = aL;
        let _e23 = d3d_c_rel((_e20 + 16i));
        let _e25 = (_e18.xy + _e23.xy);
        let _e26 = r1_;
        r1_ = vec4<f32>(_e25.x, _e25.y, _e26.z, _e26.w);
        let _e33 = r1_;
        let _e37 = textureSample(tex0_, samp0_, _e33.xy);
        r2_ = _e37;
        let _e38 = r2_;
        let _e39 = aL;
        let _e41 = d3d_c_rel((_e39 + 16i));
        let _e44 = r0_;
        r0_ = ((_e38 * _e41.zzzz) + _e44);
        continuing {
            let _e46 = n0_;
            n0_ = (_e46 + 1i);
            let _e48 = aL;
            aL = (_e48 + loop0_.z);
        }
    }
    aL = aL_outer0_;
    let _e52 = r0_;
    oC0_ = _e52;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>) -> PsOut {
    v0_ = l0_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
