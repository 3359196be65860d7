diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> d3d_vpos: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> d3d_vface: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = d3d_vpos;
    let _e6 = (_e2.xy * vec2(0.5f));
    let _e7 = r0_;
    r0_ = vec4<f32>(_e6.x, _e6.y, _e7.z, _e7.w);
    let _e13 = r0_;
    let _e15 = fract(_e13.xy);
    let _e16 = r0_;
    r0_ = vec4<f32>(_e15.x, _e15.y, _e16.z, _e16.w);
    let _e28 = d3d_vface;
    r1_ = select(vec4(-1f), vec4(1f), (_e28 >= vec4(0f)));
    let _e33 = d3d_vface;
    if (_e33.x < 0f) {
        r0_.z = 1f;
    } else {
        r0_.z = 0f;
    }
    let _e38 = r1_;
    r0_.w = ((_e38.x * 0.5f) + 0.5f);
    let _e43 = r0_;
    let _e46 = v0_;
    let _e48 = (_e43.xy + _e46.xy);
    let _e49 = r0_;
    r0_ = vec4<f32>(_e48.x, _e48.y, _e49.z, _e49.w);
    let _e56 = r0_;
    oC0_ = _e56;
}

@fragment 
fn main(@builtin(position) frag_coord: vec4<f32>, @builtin(front_facing) front: bool, @location(0) l0_: vec4<f32>) -> PsOut {
    d3d_vpos = vec4<f32>((frag_coord.xy - vec2(0.5f)), 0f, 0f);
    d3d_vface = vec4(select(-1f, 1f, front));
    v0_ = l0_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
