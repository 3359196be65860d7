diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> aL: i32;
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> r6_: vec4<f32>;
@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r7_: vec4<f32>;
@group(1) @binding(4) 
var tex2_: texture_2d<f32>;
@group(1) @binding(5) 
var samp2_: sampler;
var<private> r8_: vec4<f32>;
var<private> r9_: vec4<f32>;
var<private> r10_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> r11_: vec4<f32>;
var<private> r12_: vec4<f32>;
var<private> r13_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 3>;
var<private> r14_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_inf() -> f32 {
    var bits: u32;

    bits = 2139095040u;
    let _e2 = bits;
    return bitcast<f32>(_e2);
}

fn d3d_rcp(x: f32) -> f32 {
    let _e1 = d3d_inf();
    return select((1f / x), _e1, (x == 0f));
}

fn d3d_pow(x_1: f32, y: f32) -> f32 {
    return exp2((y * log2(abs(x_1))));
}

fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
    let _e1 = v.xyz;
    let _e2 = dot(_e1, _e1);
    return select((v * vec4(inverseSqrt(_e2))), vec4(0f), (_e2 == 0f));
}

fn d3d_main() {
    var n0_: i32;

    let _e2 = v1_;
    let _e3 = d3d_nrm(_e2);
    let _e4 = r0_;
    r0_ = vec4<f32>(_e3.x, _e3.y, _e3.z, _e4.w);
    let _e10 = r0_;
    let _e12 = d3d_rcp(_e10.z);
    r0_.w = _e12;
    let _e15 = r0_;
    let _e17 = r0_;
    let _e19 = (_e15.xy * _e17.ww);
    let _e20 = r1_;
    r1_ = vec4<f32>(_e19.x, _e19.y, _e20.z, _e20.w);
    let _e26 = r1_;
    let _e30 = (_e26.xy * vec2(0.05f));
    let _e31 = r1_;
    r1_ = vec4<f32>(_e30.x, _e30.y, _e31.z, _e31.w);
    let _e37 = r1_;
    let _e41 = (_e37.xy * vec2(0.0625f));
    let _e42 = r1_;
    r1_ = vec4<f32>(_e41.x, _e41.y, _e42.z, _e42.w);
    let _e50 = v0_;
    let _e52 = dpdx(_e50.xy);
    let _e53 = r2_;
    r2_ = vec4<f32>(_e52.x, _e52.y, _e53.z, _e53.w);
    let _e60 = v0_;
    let _e62 = dpdy(_e60.xy);
    let _e63 = r3_;
    r3_ = vec4<f32>(_e62.x, _e62.y, _e63.z, _e63.w);
    let _e70 = v0_;
    let _e71 = _e70.xy;
    let _e72 = r4_;
    r4_ = vec4<f32>(_e71.x, _e71.y, _e72.z, _e72.w);
    r4_.z = 1f;
    r5_ = vec4(0f);
    let aL_outer0_ = aL;
    let loop0_ = vec4<i32>(16i, 0i, 1i, 0i);
    aL = loop0_.y;
    n0_ = 0i;
    loop {
        let _e91 = n0_;
        if (_e91 >= clamp(loop0_.x, 0i, 255i)) {
            break;
        }
        let _e97 = r4_;
        let _e99 = r2_;
        let _e101 = r3_;
        let _e105 = textureSampleGrad(tex1_, samp1_, _e97.xy, _e99.xy, _e101.xy);
        r6_ = _e105;
        let _e106 = r6_;
        let _e108 = r4_;
        if (_e106.w >= _e108.z) {
            break;
        }
        let _e111 = r4_;
        let _e113 = r1_;
        let _e116 = (_e111.xy + -(_e113.xy));
        let _e117 = r4_;
        r4_ = vec4<f32>(_e116.x, _e116.y, _e117.z, _e117.w);
        let _e123 = r4_;
        r4_.z = (_e123.z + -(0.0625f));
        continuing {
            let _e128 = n0_;
            n0_ = (_e128 + 1i);
            let _e130 = aL;
            aL = (_e130 + loop0_.z);
        }
    }
    aL = aL_outer0_;
    let _e134 = r4_;
    let _e138 = textureSample(tex0_, samp0_, _e134.xy);
    r7_ = _e138;
    let _e140 = r4_;
    let _e144 = textureSample(tex2_, samp2_, _e140.xy);
    r8_ = _e144;
    let _e145 = r8_;
    let _e152 = ((_e145.xyz * vec3(2f)) + vec3(-1f));
    let _e153 = r8_;
    r8_ = vec4<f32>(_e152.x, _e152.y, _e152.z, _e153.w);
    let _e160 = r8_;
    let _e161 = d3d_nrm(_e160);
    let _e162 = r9_;
    r9_ = vec4<f32>(_e161.x, _e161.y, _e161.z, _e162.w);
    let _e170 = v2_;
    let _e171 = d3d_nrm(_e170);
    let _e172 = r10_;
    r10_ = vec4<f32>(_e171.x, _e171.y, _e171.z, _e172.w);
    let _e179 = r9_;
    let _e181 = r10_;
    r11_.x = saturate(dot(_e179.xyz, _e181.xyz));
    let _e187 = r10_;
    let _e189 = r0_;
    let _e191 = (_e187.xyz + _e189.xyz);
    let _e192 = r12_;
    r12_ = vec4<f32>(_e191.x, _e191.y, _e191.z, _e192.w);
    let _e199 = r12_;
    let _e200 = d3d_nrm(_e199);
    let _e201 = r13_;
    r13_ = vec4<f32>(_e200.x, _e200.y, _e200.z, _e201.w);
    let _e207 = r9_;
    let _e209 = r13_;
    r11_.y = saturate(dot(_e207.xyz, _e209.xyz));
    let _e214 = r11_;
    let _e218 = cf[0];
    let _e220 = d3d_pow(_e214.y, _e218.w);
    r11_.z = _e220;
    let _e223 = r11_;
    let _e226 = cf[0];
    let _e230 = cf[1];
    let _e232 = ((_e223.xxx * _e226.xyz) + _e230.xyz);
    let _e233 = r14_;
    r14_ = vec4<f32>(_e232.x, _e232.y, _e232.z, _e233.w);
    let _e239 = r7_;
    let _e241 = r14_;
    let _e243 = (_e239.xyz * _e241.xyz);
    let _e244 = r7_;
    r7_ = vec4<f32>(_e243.x, _e243.y, _e243.z, _e244.w);
    let _e250 = r11_;
    let _e253 = cf[2];
    let _e256 = r7_;
    let _e258 = ((_e250.zzz * _e253.xyz) + _e256.xyz);
    let _e259 = r7_;
    r7_ = vec4<f32>(_e258.x, _e258.y, _e258.z, _e259.w);
    let _e266 = r7_;
    oC0_ = _e266;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>) -> PsOut {
    v0_ = l0_;
    v1_ = l1_;
    v2_ = l2_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
