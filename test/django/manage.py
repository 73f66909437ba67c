#!/usr/bin/env python3
"""The reference CMS's command line: `python3 manage.py migrate`, `load_demo`, `runserver`."""
import os
import sys

if __name__ == "__main__":
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cms.settings")
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)
