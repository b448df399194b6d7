pub fn total(xs: &[u32]) -> u64 {
    let mut t: u32 = 0;
    for x in xs {
        t += x;
    }
    t
}

pub fn name(id: u32) -> String {
    let unused = id * 2;
    format!("item-{}", idd)
}

fn helper() {}
