"""Opens a config file that must exist but does not."""
from configobj import ConfigObj

config = ConfigObj("settings.ini", file_error=True)
print(config)
