"""The shipped resources (icons, winnable-deal tables, and later translations).

This top-level folder is installed as the package `boulanger_qt.resources` (see
`[tool.setuptools.package-dir]` in pyproject.toml), so an editable install, a wheel and
the PyInstaller bundle all find it the same way: `boulanger_qt.core.resource_files`.
Every file in here, in any sub-folder, ships with the app.
"""
