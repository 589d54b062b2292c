"""The bundle's Qt hooks keep the plugins and translations the app uses, and only them
(packaging/hooks/qt_trim.py; the smoke test checks a built bundle)."""

from __future__ import annotations

from types import ModuleType

import pytest

from . import load_script


@pytest.fixture
def qt_trim() -> ModuleType:
    module = load_script("hooks/qt_trim.py", "qt_trim")
    module.LANGUAGES.update({"fr", "sk", "en"})
    return module


@pytest.mark.parametrize(("source", "kept"), [
    ("/qt/plugins/platforms/libqxcb.so", True),
    ("/qt/plugins/platforms/libqoffscreen.so", True),
    ("C:/qt/plugins/platforms/qwindows.dll", True),
    ("/qt/plugins/platforms/libqcocoa.dylib", True),
    ("/qt/plugins/platforms/libqwayland.so", False),
    ("/qt/plugins/platforms/libqeglfs.so", False),
    ("/qt/plugins/platformthemes/libqgtk3.so", False),
    ("/qt/plugins/platformthemes/libqxdgdesktopportal.so", False),
    ("/qt/plugins/imageformats/libqsvg.so", True),
    ("/qt/plugins/imageformats/libqjpeg.so", True),  # a theme's SVG may embed JPEG and GIF
    ("/qt/plugins/imageformats/libqgif.so", True),
    ("/qt/plugins/imageformats/libqtiff.so", False),
    ("/qt/plugins/iconengines/libqsvgicon.so", True),
    ("C:/qt/plugins/styles/qmodernwindowsstyle.dll", True),
    ("/qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so", True),
    ("/qt/plugins/xcbglintegrations/libqxcb-glx-integration.so", False),
    ("/qt/plugins/wayland-shell-integration/libxdg-shell.so", False),
    ("/qt/plugins/generic/libqevdevmouseplugin.so", False),
])
def test_only_the_plugins_the_app_uses_are_kept(qt_trim: ModuleType, source: str, kept: bool) -> None:
    kind = source.split("/plugins/")[1].rpartition("/")[0]
    assert qt_trim.keeps_binary(source, f"PySide6/Qt/plugins/{kind}") is kept


def test_qt_libraries_and_other_data_are_left_to_pyinstaller(qt_trim: ModuleType) -> None:
    assert qt_trim.keeps_binary("/qt/lib/libQt6Gui.so.6", "PySide6/Qt/lib")
    assert qt_trim.keeps_data("/x/boulanger_qt/resources/rules/rules.html", "boulanger_qt/resources/rules")


def test_only_qtbase_translations_of_the_shipped_languages_are_kept(qt_trim: ModuleType) -> None:
    where = "PySide6/Qt/translations"
    kept = [name for name in ("qtbase_fr.qm", "qtbase_sk.qm", "qtbase_de.qm", "qt_fr.qm",
                              "qt_help_sk.qm", "qtbase_pt_BR.qm")
            if qt_trim.keeps_data(f"/qt/translations/{name}", where)]
    assert kept == ["qtbase_fr.qm", "qtbase_sk.qm"]
    gtk = ("/qt/plugins/platformthemes/libqgtk3.so", "PySide6/Qt/plugins/platformthemes")
    hidden, binaries, datas = qt_trim.trimmed(
        (["PySide6.QtDBus"], [gtk], [("/qt/translations/qt_de.qm", where)]))
    assert (hidden, binaries, datas) == (["PySide6.QtDBus"], [], [])
