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
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> t3_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> r6_: vec4<f32>;
var<private> r7_: vec4<f32>;
var<private> r8_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 5>;
var<private> t2_: vec4<f32>;
var<private> r9_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_pow(x: f32, y: f32) -> f32 {
    return exp2((y * log2(abs(x))));
}

fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
    let _e1 = v.xyz;
    let _e2 = dot(_e1, _e1);
    return select((v * vec4(inverseSqrt(_e2))), vec4(0f), (_e2 == 0f));
}

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e8 = t0_;
    let _e12 = textureSample(tex1_, samp1_, _e8.xy);
    r1_ = _e12;
    let _e13 = r1_;
    let _e20 = ((_e13.xyz * vec3(2f)) + vec3(-1f));
    let _e21 = r1_;
    r1_ = vec4<f32>(_e20.x, _e20.y, _e20.z, _e21.w);
    let _e28 = r1_;
    let _e29 = d3d_nrm(_e28);
    let _e30 = r2_;
    r2_ = vec4<f32>(_e29.x, _e29.y, _e29.z, _e30.w);
    let _e38 = t1_;
    let _e39 = d3d_nrm(_e38);
    let _e40 = r3_;
    r3_ = vec4<f32>(_e39.x, _e39.y, _e39.z, _e40.w);
    let _e48 = t3_;
    let _e49 = d3d_nrm(_e48);
    let _e50 = r4_;
    r4_ = vec4<f32>(_e49.x, _e49.y, _e49.z, _e50.w);
    let _e57 = r2_;
    let _e59 = r3_;
    r5_.x = saturate(dot(_e57.xyz, _e59.xyz));
    let _e65 = r3_;
    let _e67 = r4_;
    let _e69 = (_e65.xyz + _e67.xyz);
    let _e70 = r6_;
    r6_ = vec4<f32>(_e69.x, _e69.y, _e69.z, _e70.w);
    let _e77 = r6_;
    let _e78 = d3d_nrm(_e77);
    let _e79 = r7_;
    r7_ = vec4<f32>(_e78.x, _e78.y, _e78.z, _e79.w);
    let _e85 = r2_;
    let _e87 = r7_;
    r5_.y = saturate(dot(_e85.xyz, _e87.xyz));
    let _e92 = r5_;
    let _e95 = d3d_pow(_e92.y, 32f);
    r5_.z = _e95;
    let _e97 = r5_;
    let _e99 = r1_;
    r5_.z = (_e97.z * _e99.w);
    let _e104 = r5_;
    let _e108 = cf[0];
    let _e110 = (_e104.xxx * _e108.xyz);
    let _e111 = r8_;
    r8_ = vec4<f32>(_e110.x, _e110.y, _e110.z, _e111.w);
    let _e117 = r5_;
    let _e120 = cf[1];
    let _e123 = r8_;
    let _e125 = ((_e117.zzz * _e120.xyz) + _e123.xyz);
    let _e126 = r8_;
    r8_ = vec4<f32>(_e125.x, _e125.y, _e125.z, _e126.w);
    let _e133 = t2_;
    let _e134 = d3d_nrm(_e133);
    let _e135 = r3_;
    r3_ = vec4<f32>(_e134.x, _e134.y, _e134.z, _e135.w);
    let _e142 = r2_;
    let _e144 = r3_;
    r9_.x = saturate(dot(_e142.xyz, _e144.xyz));
    let _e149 = r3_;
    let _e151 = r4_;
    let _e153 = (_e149.xyz + _e151.xyz);
    let _e154 = r6_;
    r6_ = vec4<f32>(_e153.x, _e153.y, _e153.z, _e154.w);
    let _e160 = r6_;
    let _e161 = d3d_nrm(_e160);
    let _e162 = r7_;
    r7_ = vec4<f32>(_e161.x, _e161.y, _e161.z, _e162.w);
    let _e168 = r2_;
    let _e170 = r7_;
    r9_.y = saturate(dot(_e168.xyz, _e170.xyz));
    let _e175 = r9_;
    let _e177 = d3d_pow(_e175.y, 32f);
    r9_.z = _e177;
    let _e179 = r9_;
    let _e181 = r1_;
    r9_.z = (_e179.z * _e181.w);
    let _e185 = r9_;
    let _e188 = cf[2];
    let _e191 = r8_;
    let _e193 = ((_e185.xxx * _e188.xyz) + _e191.xyz);
    let _e194 = r8_;
    r8_ = vec4<f32>(_e193.x, _e193.y, _e193.z, _e194.w);
    let _e200 = r9_;
    let _e203 = cf[3];
    let _e206 = r8_;
    let _e208 = ((_e200.zzz * _e203.xyz) + _e206.xyz);
    let _e209 = r8_;
    r8_ = vec4<f32>(_e208.x, _e208.y, _e208.z, _e209.w);
    let _e215 = r8_;
    let _e218 = cf[4];
    let _e220 = (_e215.xyz + _e218.xyz);
    let _e221 = r8_;
    r8_ = vec4<f32>(_e220.x, _e220.y, _e220.z, _e221.w);
    let _e227 = r0_;
    let _e229 = r8_;
    let _e231 = (_e227.xyz * _e229.xyz);
    let _e232 = r0_;
    r0_ = vec4<f32>(_e231.x, _e231.y, _e231.z, _e232.w);
    let _e239 = r0_;
    oC0_ = _e239;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(3) l3_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    t2_ = l2_;
    t3_ = l3_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
