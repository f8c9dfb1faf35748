"""Drawing helpers and widgets shared by every scene."""
