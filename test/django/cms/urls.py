from django.conf import settings
from django.contrib import admin
from django.urls import include, path, re_path
from django.views.static import serve

urlpatterns = [
    path("admin/", admin.site.urls),
    re_path(r"^(?P<locale>ro|ru)/api/", include("leads.urls")),
    re_path(r"^(?P<locale>ro|ru)/api/", include("content.urls")),
    # Uploaded images; a production deployment lets its web server answer these.
    re_path(r"^media/(?P<path>.*)$", serve, {"document_root": settings.MEDIA_ROOT}),
]
