#!/usr/bin/python3
"""The WebKit browser that WebKitWebDriver starts for the engine suite (e2e/engines/, docs/engines.md).

A bare GTK window around one WebKitWebView: the engine of Safari, with nothing around it. WebKitGTK's own
MiniBrowser has a toolbar that keeps its window at least 447 px wide, so it cannot show a page at a phone's
320 or 375 px. Usage: webkit-window.py --profile DIR, an empty folder of the caller's (a fresh profile). The profile
is on disk rather than ephemeral because WebKit writes a page's console messages to stdout (where the suite reads
them: a classic WebDriver session has no log) only for pages of a persistent session.
"""
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

profile = sys.argv[sys.argv.index("--profile") + 1]
manager = WebKit2.WebsiteDataManager(base_data_directory=profile, base_cache_directory=profile)
context = WebKit2.WebContext(website_data_manager=manager)
context.set_automation_allowed(True)
settings = WebKit2.Settings(enable_developer_extras=True, enable_write_console_messages_to_stdout=True)


def create_web_view(_session):
    view = WebKit2.WebView(web_context=context, settings=settings, is_controlled_by_automation=True)
    window = Gtk.Window()
    window.set_default_size(1280, 800)
    window.add(view)
    view.connect("close", lambda _view: window.destroy())
    window.show_all()
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("WebKitWindow")
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
    session.set_application_info(info)
    session.connect("create-web-view", create_web_view)


context.connect("automation-started", automation_started)
Gtk.main()
