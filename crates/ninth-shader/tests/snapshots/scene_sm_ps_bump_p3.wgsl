diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> r1_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 2>;
var<private> t1_: vec4<f32>;
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> r2_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e8 = r0_;
    let _e12 = cf[0];
    let _e16 = t1_;
    let _e18 = ((_e8.xx * _e12.xy) + _e16.xy);
    let _e19 = r1_;
    r1_ = vec4<f32>(_e18.x, _e18.y, _e19.z, _e19.w);
    let _e25 = r0_;
    let _e28 = cf[1];
    let _e31 = r1_;
    let _e33 = ((_e25.yy * _e28.xy) + _e31.xy);
    let _e34 = r1_;
    r1_ = vec4<f32>(_e33.x, _e33.y, _e34.z, _e34.w);
    let _e41 = r1_;
    let _e45 = textureSample(tex1_, samp1_, _e41.xy);
    r2_ = _e45;
    let _e47 = r2_;
    oC0_ = _e47;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
