from django.urls import path

from . import views

urlpatterns = [
    path("invoices/", views.InvoiceCreate.as_view()),
    path("calculate-invoice/", views.CalculateInvoiceCreate.as_view()),
]
