from inventory.missing_module import Thing  # noqa: F401


def test_never_runs():
    assert Thing
