pub fn write(_s: &crate::Scene) -> String {
    String::new()
}
