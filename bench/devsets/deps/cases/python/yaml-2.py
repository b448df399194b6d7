"""Dumps a config holding a Path object with safe_dump."""
from pathlib import Path

import yaml

config = {"name": "worker", "data_dir": Path("/var/lib/worker")}
print(yaml.safe_dump(config))
