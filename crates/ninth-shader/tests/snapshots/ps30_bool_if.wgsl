diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> v2_: vec4<f32>;
@group(0) @binding(6) 
var<uniform> cb: array<vec4<u32>, 4>;
var<private> oC0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> v1_: vec4<f32>;

fn d3d_main() {
    let _e2 = v2_;
    r0_ = _e2;
    if true {
        let _e4 = r0_;
        r0_ = (_e4 * vec4(0.5f));
        if false {
            let _e9 = r0_;
            r0_ = (_e9 + vec4(0.25f));
        } else {
            let _e16 = cb[0].z;
            if !((_e16 != 0u)) {
                let _e20 = r0_;
                r0_ = (_e20 - vec4(0.25f));
            }
        }
    }
    let _e24 = r0_;
    oC0_ = _e24;
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
