diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> aL: i32;
@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    var n0_: i32;

    r0_ = vec4(0f);
    let _e5 = v0_;
    let _e6 = _e5.xy;
    let _e7 = r1_;
    r1_ = vec4<f32>(_e6.x, _e6.y, _e7.z, _e7.w);
    let _e13 = vec2(0f);
    let _e14 = r1_;
    r1_ = vec4<f32>(_e14.x, _e14.y, _e13.x, _e13.y);
    let aL_outer0_ = aL;
    let loop0_ = vec4<i32>(4i, 0i, 1i, 0i);
    aL = loop0_.y;
    n0_ = 0i;
    loop {
        let _e28 = n0_;
        if (_e28 >= clamp(loop0_.x, 0i, 255i)) {
            break;
        }
        let _e34 = r1_;
        let _e36 = r1_;
        let _e40 = textureSampleLevel(tex0_, samp0_, _e34.xy, _e36.w);
        r2_ = _e40;
        let _e41 = r0_;
        let _e42 = r2_;
        r0_ = (_e41 + _e42);
        let _e44 = r1_;
        r1_.x = (_e44.x + 0.125f);
        let _e49 = r2_;
        if (_e49.w > 0.5f) {
            let _e54 = r1_;
            let _e56 = textureSample(tex0_, samp0_, _e54.xy);
            r3_ = _e56;
            let _e57 = r0_;
            let _e58 = r3_;
            r0_ = (_e57 + _e58);
        }
        continuing {
            let _e60 = n0_;
            n0_ = (_e60 + 1i);
            let _e62 = aL;
            aL = (_e62 + loop0_.z);
        }
    }
    aL = aL_outer0_;
    let _e65 = r0_;
    r0_ = (_e65 * vec4(0.125f));
    let _e69 = r0_;
    oC0_ = _e69;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>) -> PsOut {
    v0_ = l0_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
